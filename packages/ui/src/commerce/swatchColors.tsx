import { shopColors } from '@storefront/api-client';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

/** Product colour names to the colour a swatch shows: `{ pink: '#ec8fb5' }`. */
export type SwatchColorTable = Readonly<Record<string, string>>;

/** The shop's own colours (the ones its pictures are drawn in). */
export const defaultSwatchColors: SwatchColorTable = Object.fromEntries(Object.entries(shopColors).map(([name, { main }]) => [name, main]));

const SwatchColors = createContext<SwatchColorTable>(defaultSwatchColors);

/**
 * Sets the colours a brand's swatches show for its product colour names. A name the table lacks is
 * used as a CSS colour, as the data has it.
 */
export function SwatchColorsProvider({ colors, children }: { colors: SwatchColorTable; children: ReactNode }) {
  return <SwatchColors.Provider value={colors}>{children}</SwatchColors.Provider>;
}

/** `swatch('brown')`: the colour a swatch of that product colour shows. */
export function useSwatchColor(): (name: string) => string {
  const table = useContext(SwatchColors);
  return useCallback((name: string) => table[name.toLowerCase()] ?? table[name] ?? name, [table]);
}
