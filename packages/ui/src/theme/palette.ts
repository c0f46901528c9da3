import { clampChroma, formatHex, modeLrgb, modeOklab, modeOklch, modeRgb, parse, useMode as registerMode, wcagContrast } from 'culori/fn';
import type { ColorMode } from './themes';
import { type AccentPalette, type AccentScale, neutrals } from './tokens';

/**
 * The accent scales of a theme, derived from one brand colour: the generator of the 18 built-in
 * themes (scripts/generate-palettes.ts writes theirs) and of a brand's own (createTheme).
 * Shades are found by walking OKLCH lightness until the WCAG ratio holds, so hues stay
 * recognisable.
 */

const WHITE = '#ffffff';
const INK = '#111111';
/** A little above 4.5 so that rounding to hex never drops a pair below AA. */
const TARGET = 4.6;

/** The surfaces an accent is read on, per mode. */
export interface AccentSurfaces {
  surface: string;
  surface2: string;
}

const defaultSurfaces: Record<ColorMode, AccentSurfaces> = {
  light: { surface: neutrals.light.surface, surface2: neutrals.light['surface-2'] },
  dark: { surface: neutrals.dark.surface, surface2: neutrals.dark['surface-2'] },
};

/** Thrown when no shade of the colour reaches the contrast a role needs. */
export class NoShadeError extends Error {}

// culori's tree-shakable build: only the colour spaces used here (hex/rgb in, OKLCH walks, WCAG
// luminance), registered on first use so that a bundle importing the theme's other helpers drops
// culori (its `useMode` registers a colour space; it is no React hook).
function registerModes() {
  registerMode(modeRgb);
  registerMode(modeLrgb);
  registerMode(modeOklab);
  return registerMode(modeOklch);
}
let toOklchMode: ReturnType<typeof registerModes> | undefined;
const oklchConverter = () => {
  toOklchMode ??= registerModes();
  return toOklchMode;
};

/** Registers the colour spaces, once: call it before any other culori function. */
export function registerColourSpaces(): void {
  oklchConverter();
}

const toOklch = (color: string) => {
  const convert = oklchConverter();
  const parsed = convert(parse(color));
  if (!parsed) throw new TypeError(`'${color}' is not a CSS colour`);
  return parsed;
};
const hex = (c: ReturnType<typeof toOklch>) => formatHex(clampChroma(c, 'oklch'));
const withL = (color: string, l: number, maxChroma = Number.POSITIVE_INFINITY) => {
  const c = toOklch(color);
  return hex({ ...c, l: Math.min(1, Math.max(0, l)), c: Math.min(c.c ?? 0, maxChroma) });
};

/** Moves lightness by `step` until `ok` holds; throws when lightness runs out first. */
function walk(color: string, step: number, ok: (candidate: string) => boolean, role: string): string {
  const c = toOklch(color);
  let l = c.l;
  for (let i = 0; i < 200; i += 1) {
    const candidate = hex({ ...c, l });
    if (ok(candidate)) return candidate;
    l = Math.min(1, Math.max(0, l + step));
  }
  throw new NoShadeError(`no shade of ${color} is readable enough for ${role}`);
}
const minContrast = (fg: string, bgs: string[]) => Math.min(...bgs.map((bg) => wcagContrast(fg, bg)));

function solid(base: string, mode: ColorMode, surface: string) {
  // A solid accent that vanishes into a dark surface is lifted for dark mode.
  if (mode === 'dark' && wcagContrast(base, surface) < 2) {
    const lifted = walk(base, 0.01, (c) => wcagContrast(c, surface) >= 7, 'the solid accent on the dark surface');
    return { solid: lifted, contrast: INK };
  }
  if (wcagContrast(base, WHITE) >= TARGET) return { solid: base, contrast: WHITE };
  const darkened = walk(base, -0.005, (c) => wcagContrast(c, WHITE) >= TARGET, 'white text on the solid accent');
  const shift = toOklch(base).l - toOklch(darkened).l;
  // Light brand colours (gold, mint, sand) keep their look with dark text instead of turning muddy.
  if (shift > 0.12 && wcagContrast(base, INK) >= TARGET) return { solid: base, contrast: INK };
  return { solid: darkened, contrast: WHITE };
}

/** One mode's accent scale of `base`, readable on the given surfaces. */
export function accentScale(base: string, mode: ColorMode, surfaces: AccentSurfaces = defaultSurfaces[mode]): AccentScale {
  registerColourSpaces();
  const { surface, surface2 } = surfaces;
  const chromaCap = mode === 'light' ? 0.04 : 0.06;
  const accent3 = mode === 'light' ? withL(base, 0.965, chromaCap) : withL(base, 0.26, chromaCap);
  const accent4 = mode === 'light' ? withL(base, 0.93, chromaCap * 1.5) : withL(base, 0.31, chromaCap * 1.5);
  const bgs = [surface, surface2, accent3, accent4];
  const accent11 = walk(base, mode === 'light' ? -0.005 : 0.005, (x) => minContrast(x, bgs) >= TARGET, 'accent text on the surfaces');
  const { solid: accent9, contrast } = solid(base, mode, surface);
  // Hover and pressed move away from the text colour so the label only gains contrast.
  const away = contrast === WHITE ? -1 : 1;
  const l9 = toOklch(accent9).l;
  const keep = (x: string) => wcagContrast(x, contrast) >= TARGET;
  const accent10 = walk(withL(accent9, l9 + away * 0.05), -away * 0.005, keep, 'text on the hovered accent');
  const accent12 = walk(withL(accent9, l9 + away * 0.1), -away * 0.005, keep, 'text on the pressed accent');
  return { accent3, accent4, accent9, accent10, accent11, accent12, contrast };
}

/** Light and dark accent scales of a brand colour (`darkBase` for dark mode when it differs). */
export function accentPalette(
  base: string,
  { darkBase = base, surfaces = defaultSurfaces }: { darkBase?: string; surfaces?: Record<ColorMode, AccentSurfaces> } = {},
): AccentPalette {
  return { base, light: accentScale(base, 'light', surfaces.light), dark: accentScale(darkBase, 'dark', surfaces.dark) };
}
