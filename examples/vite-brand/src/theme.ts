import { type ColorMode, type Direction, createTheme, isThemeName, type ThemeName } from '@storefront/ui/theme';

/** The brand's own colour, as a theme: light and dark scales, checked for contrast when it is made. */
export const northwind = createTheme({ name: 'northwind', accent: '#0b7a75', label: 'Northwind teal' });

/** Themes the shop adds to the 18 built-in ones. */
export const brandThemes = [northwind];

// Tells TypeScript the shop's theme names, so ThemeRoot, TemplateSettings and the boot script take them.
declare module '@storefront/ui/theme' {
  interface CustomThemeNames {
    northwind: true;
  }
}

export const settingsKey = 'northwind-settings';

export interface Settings {
  theme: ThemeName;
  colorMode: ColorMode;
  dir: Direction;
}

/** The settings the boot script applied before the page painted (it reads the same storage). */
export function savedSettings(): Settings {
  const root = document.documentElement;
  const theme = root.dataset.theme;
  return {
    theme: isThemeName(theme, [northwind.name]) ? theme : 'northwind',
    colorMode: root.dataset.colorMode === 'dark' ? 'dark' : 'light',
    dir: root.dir === 'rtl' ? 'rtl' : 'ltr',
  };
}
