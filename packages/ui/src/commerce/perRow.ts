/** How many products a row of the collection's grid holds, as the shopper chooses it. */
export type PerRow = 2 | 3 | 4 | 6;
export const perRowChoices: readonly PerRow[] = [2, 3, 4, 6];
/** The most products a row holds below the 'lg' breakpoint, whatever the choice. */
export const NARROW_MOST = 3;
