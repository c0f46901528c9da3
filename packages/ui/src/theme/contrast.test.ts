import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { palettes } from './palettes.generated';
import { themeNames } from './themes';
import { contrastPairs, indicatorPairs, resolveColor } from './tokens';

const modes = ['light', 'dark'] as const;

describe('colour contrast of every theme', () => {
  for (const theme of themeNames) {
    for (const mode of modes) {
      it(`keeps every text/background pair at WCAG AA (4.5:1) in ${theme} ${mode}`, () => {
        const failing = contrastPairs
          .map(([text, background]) => {
            const ratio = wcagContrast(resolveColor(palettes[theme], mode, text), resolveColor(palettes[theme], mode, background));
            return { pair: `${text} on ${background}`, ratio: Math.round(ratio * 100) / 100 };
          })
          .filter(({ ratio }) => ratio < 4.5);
        expect(failing).toEqual([]);
      });

      it(`keeps every state indicator and control edge at 3:1 (WCAG 1.4.11) in ${theme} ${mode}`, () => {
        const failing = indicatorPairs
          .map(([indicator, background]) => {
            const ratio = wcagContrast(resolveColor(palettes[theme], mode, indicator), resolveColor(palettes[theme], mode, background));
            return { pair: `${indicator} on ${background}`, ratio: Math.round(ratio * 100) / 100 };
          })
          .filter(({ ratio }) => ratio < 3);
        expect(failing).toEqual([]);
      });
    }
  }

  it('gives the 18 themes 18 different accent colours', () => {
    expect(new Set(themeNames.map((theme) => palettes[theme].light.accent9)).size).toBe(18);
  });
});
