import { createTheme } from '@storefront/ui/theme';

/** The brand's colour as a theme: made (and checked for contrast) on the server, at build time. */
export const harbour = createTheme({ name: 'harbour', accent: '#1d4ed8', label: 'Harbour blue' });

declare module '@storefront/ui/theme' {
  interface CustomThemeNames {
    harbour: true;
  }
}

export const settingsKey = 'harbour-settings';
