import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { contrastFailures, createTheme, ThemeContrastError } from './createTheme';
import { accentPalette } from './palette';
import { palettes } from './palettes.generated';
import { themeNames } from './themes';
import { resolveColor } from './tokens';

describe('createTheme', () => {
  it('derives the built-in themes with the same generator (their palettes are its output)', () => {
    for (const name of themeNames) expect(accentPalette(palettes[name].base)).toEqual(palettes[name]);
  });

  it.each(['#0a7d5a', '#ffd400', '#7fdbff', '#111111', 'rebeccapurple', '#f5f5f5'])('makes a readable light and dark theme from %s', (accent) => {
    const theme = createTheme({ name: 'brand', accent });
    expect(contrastFailures(theme.palette)).toEqual([]);
    expect(theme.palette.base).toBe(accent);
    // The solid accent carries readable text in both modes.
    for (const mode of ['light', 'dark'] as const) {
      expect(wcagContrast(resolveColor(theme.palette, mode, 'accent-contrast'), resolveColor(theme.palette, mode, 'accent-9'))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("writes the theme's tokens for light and dark, and its swatch colour", () => {
    const theme = createTheme({ name: 'acme', accent: '#0a7d5a', label: 'Acme green' });
    expect(theme.label).toBe('Acme green');
    expect(theme.css).toContain(`--theme-swatch-acme: ${theme.palette.light.accent9};`);
    expect(theme.css).toContain(`[data-theme='acme'] {\n    --accent-3: ${theme.palette.light.accent3};`);
    expect(theme.css).toContain(`[data-theme='acme'][data-color-mode='dark'] {\n    --accent-3: ${theme.palette.dark.accent3};`);
  });

  it("takes the brand's own surfaces and text, and builds the accent readable on them", () => {
    const theme = createTheme({ name: 'cream', accent: '#c0392b', neutrals: { light: { surface: '#fff8e7', 'surface-2': '#f6ecd4', text: '#2b1d0e' } } });
    expect(contrastFailures(theme.palette)).toEqual([]);
    expect(resolveColor(theme.palette, 'light', 'surface')).toBe('#fff8e7');
    expect(theme.css).toContain('--surface: #fff8e7;');
    expect(wcagContrast(theme.palette.light.accent11, '#f6ecd4')).toBeGreaterThanOrEqual(4.5);
  });

  it('fails loudly, naming each pair, when the brand colours cannot be read', () => {
    const make = () => createTheme({ name: 'grey', accent: '#0a7d5a', neutrals: { light: { text: '#9a9a9a', 'text-muted': '#b0b0b0' } } });
    expect(make).toThrow(ThemeContrastError);
    expect(make).toThrow(/light: text on surface 2\.\d\d:1 \(needs 4\.5:1\)/);
    expect(make).toThrow(/light: text-muted on surface-2 /);
  });

  it('fails loudly when no shade of the accent is readable on a surface', () => {
    expect(() => createTheme({ name: 'mid', accent: '#0a7d5a', neutrals: { light: { surface: '#767676', 'surface-2': '#767676' } } })).toThrow(ThemeContrastError);
  });

  it('refuses a name that is a built-in theme, or not usable as an attribute value', () => {
    expect(() => createTheme({ name: 'color3', accent: '#0a7d5a' })).toThrow(/built-in/);
    expect(() => createTheme({ name: 'My Brand', accent: '#0a7d5a' })).toThrow(/lower case/);
    expect(() => createTheme({ name: 'ok', accent: 'not-a-colour' })).toThrow(/not a CSS colour/);
  });
});
