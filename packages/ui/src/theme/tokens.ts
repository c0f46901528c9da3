import type { ColorMode } from './themes';

/** One accent scale in one colour mode (numbering follows Radix Colors' roles). */
export interface AccentScale {
  /** Subtle background: selected rows, badges' soft variant, hovered menu items. */
  accent3: string;
  /** Subtle background, hovered. */
  accent4: string;
  /** Solid background: primary buttons, active swatches, the "new" badge. */
  accent9: string;
  /** Solid background, hovered. */
  accent10: string;
  /** Accent-coloured text and links on any surface. */
  accent11: string;
  /** Solid background, pressed. */
  accent12: string;
  /** Text on the solid accent backgrounds (9, 10, 12). */
  contrast: string;
}

export interface AccentPalette {
  /** The brand colour the scales are derived from (the built-in themes: a Multikart colour). */
  base: string;
  light: AccentScale;
  dark: AccentScale;
  /** Neutral tokens this theme sets differently (a brand's cream surface, its ink); the built-in themes have none. */
  neutrals?: Partial<Record<ColorMode, NeutralOverrides>>;
}

/** The mode-dependent neutral tokens; the same in every theme. */
export const neutrals = {
  light: {
    surface: '#ffffff',
    'surface-2': '#f5f5f7',
    'surface-raised': '#ffffff',
    text: '#1b1b1f',
    'text-muted': '#565661',
    border: '#d9d9de',
    'border-strong': '#8a8a96',
    'focus-ring': '#1f5fd1',
    overlay: 'rgb(0 0 0 / 0.5)',
    shadow: '0 4px 16px rgb(0 0 0 / 0.12)',
    danger: '#b3261e',
    'danger-solid': '#b3261e',
    'danger-contrast': '#ffffff',
    success: '#1b6e35',
    star: '#b07d00',
    'star-empty': '#8a8a96',
    skeleton: '#e7e7ec',
  },
  dark: {
    surface: '#141417',
    'surface-2': '#1f1f24',
    'surface-raised': '#26262c',
    text: '#ededf0',
    'text-muted': '#a9a9b3',
    border: '#3a3a44',
    'border-strong': '#70707c',
    'focus-ring': '#8ab4ff',
    overlay: 'rgb(0 0 0 / 0.7)',
    shadow: '0 4px 16px rgb(0 0 0 / 0.5)',
    danger: '#ff8a80',
    'danger-solid': '#b3261e',
    'danger-contrast': '#ffffff',
    success: '#72d08e',
    star: '#ffc940',
    'star-empty': '#8a8a96',
    skeleton: '#2c2c33',
  },
} as const satisfies Record<ColorMode, Record<string, string>>;

export type NeutralToken = keyof (typeof neutrals)['light'];
/** Neutral tokens a theme may set for itself. */
export type NeutralOverrides = Partial<Record<NeutralToken, string>>;

/** Mode-independent tokens: spacing, radii, type, motion, layout. */
export const scales = {
  'font-body': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif",
  'font-size-1': '0.8125rem',
  'font-size-2': '0.875rem',
  'font-size-3': '1rem',
  'font-size-4': '1.125rem',
  'font-size-5': '1.5rem',
  'font-size-6': '2rem',
  'radius-1': '4px',
  'radius-2': '8px',
  'radius-full': '9999px',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '32px',
  'space-7': '48px',
  'container-max': '1200px',
  'duration-fast': '120ms',
  'duration-normal': '240ms',
  'z-header': '100',
  'z-overlay': '1000',
} as const;

/** Tokens a text/background pair is made of: a neutral, or an accent role. */
export type ColorToken = NeutralToken | 'accent-3' | 'accent-4' | 'accent-9' | 'accent-10' | 'accent-11' | 'accent-12' | 'accent-contrast';

/**
 * Every text/background pair the components use. The contrast test checks each one in all
 * 18 themes x 2 modes; add a pair here before using a new combination in a component.
 */
export const contrastPairs: ReadonlyArray<readonly [text: ColorToken, background: ColorToken]> = [
  ['text', 'surface'],
  ['text', 'surface-2'],
  ['text', 'surface-raised'],
  ['text', 'accent-3'],
  ['text', 'accent-4'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-2'],
  ['text-muted', 'surface-raised'],
  ['accent-11', 'surface'],
  ['accent-11', 'surface-2'],
  ['accent-11', 'accent-3'],
  ['accent-11', 'accent-4'],
  ['accent-contrast', 'accent-9'],
  ['accent-contrast', 'accent-10'],
  ['accent-contrast', 'accent-12'],
  ['danger', 'surface'],
  ['danger', 'surface-2'],
  ['danger-contrast', 'danger-solid'],
  ['success', 'surface'],
  ['success', 'surface-2'],
];

/**
 * Every indicator/background pair: what alone shows a state or a control's edge (a slider's thumb,
 * the current tab or carousel dot, a checked box, a star, a swatch's ring). WCAG 1.4.11 asks 3:1;
 * the contrast test checks each in all 18 themes x 2 modes. The solid accent (accent-9) is pale
 * in several light themes, so indicators use accent-11.
 */
export const indicatorPairs: ReadonlyArray<readonly [indicator: ColorToken, background: ColorToken]> = [
  ['accent-11', 'surface'],
  ['accent-11', 'surface-2'],
  ['accent-11', 'surface-raised'],
  ['border-strong', 'surface'],
  ['border-strong', 'surface-raised'],
  ['star', 'surface'],
  ['star', 'surface-raised'],
  ['star-empty', 'surface'],
  ['star-empty', 'surface-raised'],
  ['focus-ring', 'surface'],
  ['focus-ring', 'surface-2'],
  ['focus-ring', 'surface-raised'],
];

const accentVars = (scale: AccentScale) => ({
  'accent-3': scale.accent3,
  'accent-4': scale.accent4,
  'accent-9': scale.accent9,
  'accent-10': scale.accent10,
  'accent-11': scale.accent11,
  'accent-12': scale.accent12,
  'accent-contrast': scale.contrast,
});

/** The value of a colour token in one theme and mode (used by the contrast test and the docs). */
export function resolveColor(palette: AccentPalette, mode: ColorMode, token: ColorToken): string {
  const all: Record<string, string> = { ...neutrals[mode], ...palette.neutrals?.[mode], ...accentVars(palette[mode]) };
  const value = all[token];
  if (value === undefined) throw new Error(`unknown colour token ${token}`);
  return value;
}

/** The custom property (without `--`) holding a theme's swatch colour: its light accent 9. */
export const themeSwatchToken = (theme: string) => `theme-swatch-${theme}`;

const declarations = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `--${name}: ${value};`)
    .join('\n    ');

/** One theme's blocks: its accent (and any neutral) tokens in light and dark. */
function themeBlocks(name: string, palette: AccentPalette, isDefault: boolean): string[] {
  // The default theme also serves a root that has no data-theme yet.
  const lightSelector = isDefault ? `:root, [data-theme='${name}']` : `[data-theme='${name}']`;
  return [
    `${lightSelector} {\n    ${declarations({ ...palette.neutrals?.light, ...accentVars(palette.light) })}\n  }`,
    `[data-theme='${name}'][data-color-mode='dark'] {\n    ${declarations({ ...palette.neutrals?.dark, ...accentVars(palette.dark) })}\n  }`,
  ];
}

/**
 * The whole token stylesheet: scales on every root, neutrals per mode, one block per theme and
 * mode. Both attributes sit on the same element (ThemeRoot and applyThemeAttributes write both).
 * The first palette is the default theme unless `defaultTheme` names another.
 */
export function buildTokenCss(palettes: Record<string, AccentPalette>, { defaultTheme = Object.keys(palettes)[0] }: { defaultTheme?: string } = {}): string {
  const blocks = [
    `:root, [data-theme] {\n    ${declarations({ ...scales, ...swatchVars(palettes) })}\n  }`,
    `:root, [data-color-mode='light'] {\n    color-scheme: light;\n    ${declarations(neutrals.light)}\n  }`,
    `[data-color-mode='dark'] {\n    color-scheme: dark;\n    ${declarations(neutrals.dark)}\n  }`,
  ];
  for (const [name, palette] of Object.entries(palettes)) blocks.push(...themeBlocks(name, palette, name === defaultTheme));
  return blocks.join('\n  ');
}

/**
 * Each theme's own colour, for the swatches that choose it (TemplateSettings): the palettes
 * themselves stay out of the scripts.
 */
const swatchVars = (palettes: Record<string, AccentPalette>) =>
  Object.fromEntries(Object.entries(palettes).map(([name, palette]) => [themeSwatchToken(name), palette.light.accent9]));

/**
 * The tokens of themes added to the built-in stylesheet (`tokenStylesheet`): their swatch colours
 * and their blocks, without the scales and neutrals that stylesheet already holds.
 */
export function buildThemesCss(palettes: Record<string, AccentPalette>): string {
  const blocks = [`:root, [data-theme] {\n    ${declarations(swatchVars(palettes))}\n  }`];
  for (const [name, palette] of Object.entries(palettes)) blocks.push(...themeBlocks(name, palette, false));
  return blocks.join('\n  ');
}
