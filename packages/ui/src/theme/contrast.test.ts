import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { palettes } from './palettes.generated';
import { themeNames } from './themes';
import { contrastPairs, indicatorPairs, resolveColor } from './tokens';

const modes = ['light', 'dark'] as const;

describe('colour contrast of every theme', () => {
  for (const theme of themeNames) {
    for (const mode of modes) {
      /** The pairs below `least` in this theme and mode, with their ratios. */
      const below = (pairs: typeof contrastPairs, least: number) =>
        pairs
          .map(([front, background]) => {
            const ratio = wcagContrast(resolveColor(palettes[theme], mode, front), resolveColor(palettes[theme], mode, background));
            return { pair: `${front} on ${background}`, ratio: Math.round(ratio * 100) / 100 };
          })
          .filter(({ ratio }) => ratio < least);

      it(`keeps every text/background pair at WCAG AA (4.5:1) in ${theme} ${mode}`, () => {
        expect(below(contrastPairs, 4.5)).toEqual([]);
      });

      it(`keeps every state indicator and control edge at 3:1 (WCAG 1.4.11) in ${theme} ${mode}`, () => {
        expect(below(indicatorPairs, 3)).toEqual([]);
      });
    }
  }

  it('gives the 18 themes 18 different accent colours', () => {
    expect(new Set(themeNames.map((theme) => palettes[theme].light.accent9)).size).toBe(18);
  });
});
