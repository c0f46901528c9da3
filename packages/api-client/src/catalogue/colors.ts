/**
 * The shop's product colours by name: `main` for a swatch and the garment, `dark` for its outline,
 * `light` for a background. The names are the data's (`pink`); a brand with other colours sets its
 * own table for the swatches (the UI's SwatchColorsProvider).
 */
export const shopColors: Record<string, { main: string; dark: string; light: string }> = {
  yellow: { main: '#f2c230', dark: '#b58d12', light: '#fdf3d0' },
  gray: { main: '#8d939b', dark: '#5d6269', light: '#eceef0' },
  green: { main: '#4f9d69', dark: '#316b45', light: '#e2f1e7' },
  orange: { main: '#ef8a3c', dark: '#b35d1c', light: '#fdebdc' },
  blue: { main: '#3f73c4', dark: '#284d88', light: '#e1eaf7' },
  white: { main: '#f4f2ee', dark: '#b9b4aa', light: '#e9eef3' },
  pink: { main: '#ec8fb5', dark: '#b4557f', light: '#fce8f0' },
  red: { main: '#d6453d', dark: '#962c26', light: '#f9e0de' },
  black: { main: '#2b2b2e', dark: '#0f0f10', light: '#e6e4e0' },
  brown: { main: '#8a5a3c', dark: '#5c3a25', light: '#f1e6de' },
};

