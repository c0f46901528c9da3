import { wcagContrast } from 'culori/fn';
import { type AccentSurfaces, accentPalette, NoShadeError, registerColourSpaces } from './palette';
import { type ColorMode, themeNames } from './themes';
import { type AccentPalette, buildThemesCss, contrastPairs, indicatorPairs, type NeutralOverrides, neutrals, resolveColor } from './tokens';

export interface CreateThemeOptions {
  /** The theme's name: the value of `data-theme`, ThemeRoot's `theme` and the saved setting. Lower case letters, digits and '-'. */
  name: string;
  /** The brand colour (any CSS colour) the light and dark accent scales are derived from. */
  accent: string;
  /** A brand colour for dark mode, when it is not `accent`. */
  darkAccent?: string;
  /** Neutral tokens the brand sets itself (a cream `surface`, its own `text`), per mode; the kit's otherwise. */
  neutrals?: Partial<Record<ColorMode, NeutralOverrides>>;
  /** The name people see in the settings panel; `name` by default. */
  label?: string;
}

/** A store's own theme, made by `createTheme`: pass it to ThemeRoot's `themes` (and the boot script's). */
export interface CustomTheme {
  name: string;
  label: string;
  palette: AccentPalette;
  /** The theme's token blocks, to add beside `tokenStylesheet` in a page's own `<style>`. */
  css: string;
}

/** The pairs a theme failed, in words: 'light: text on surface 2.85:1 (needs 4.5:1)'. */
export class ThemeContrastError extends Error {
  constructor(
    readonly theme: string,
    readonly failures: readonly string[],
  ) {
    super(`theme '${theme}' is not readable enough:\n  ${failures.join('\n  ')}`);
    this.name = 'ThemeContrastError';
  }
}

const modes = ['light', 'dark'] as const;

/** Every pair of the kit's check below its ratio in one mode (the same lists the 18 themes are tested on). */
export function contrastFailures(palette: AccentPalette): string[] {
  registerColourSpaces();
  const failures: string[] = [];
  for (const mode of modes) {
    for (const [pairs, least] of [
      [contrastPairs, 4.5],
      [indicatorPairs, 3],
    ] as const) {
      for (const [front, back] of pairs) {
        const ratio = wcagContrast(resolveColor(palette, mode, front), resolveColor(palette, mode, back));
        if (ratio < least) failures.push(`${mode}: ${front} on ${back} ${ratio.toFixed(2)}:1 (needs ${least}:1)`);
      }
    }
  }
  return failures;
}

/**
 * A brand's own theme from its colour(s): light and dark accent scales made by the generator of the
 * 18 built-in themes, checked on every text/background pair (WCAG AA, 4.5:1) and every indicator
 * pair (3:1) that the built-in themes are checked on. Throws a ThemeContrastError naming each pair
 * that falls short, so an unreadable theme fails the build or the first render instead of shipping.
 */
export function createTheme({ name, accent, darkAccent, neutrals: overrides, label = name }: CreateThemeOptions): CustomTheme {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new TypeError(`theme name '${name}': use lower case letters, digits and '-', starting with a letter`);
  if ((themeNames as readonly string[]).includes(name)) throw new TypeError(`theme name '${name}' is a built-in theme's`);
  const surfaces = Object.fromEntries(
    modes.map((mode) => {
      const surface = overrides?.[mode]?.surface ?? neutrals[mode].surface;
      return [mode, { surface, surface2: overrides?.[mode]?.['surface-2'] ?? neutrals[mode]['surface-2'] }];
    }),
  ) as Record<ColorMode, AccentSurfaces>;
  let palette: AccentPalette;
  try {
    palette = { ...accentPalette(accent, { darkBase: darkAccent ?? accent, surfaces }), ...(overrides ? { neutrals: overrides } : {}) };
  } catch (error) {
    if (error instanceof NoShadeError) throw new ThemeContrastError(name, [error.message]);
    throw error;
  }
  const failures = contrastFailures(palette);
  if (failures.length > 0) throw new ThemeContrastError(name, failures);
  return { name, label, palette, css: buildThemesCss({ [name]: palette }) };
}
