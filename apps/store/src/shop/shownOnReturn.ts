import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** What a page's grid showed: which list (what it asked the server, as a key) and how many of its products. */
export interface ShownList {
  list: string;
  shown: number;
}

/** The grids' counts by history entry (React Router's location key). */
export type ShownByEntry = Readonly<Record<string, ShownList>>;

/**
 * How many products each history entry's grid showed, for the visit (one jotai store per page on
 * the server, so it starts empty there and while the browser hydrates). It lives in memory, as the
 * lists' pages do in the query cache: a reload starts the list again at its first products.
 */
export const shownByEntryAtom = atom<ShownByEntry>({});

/** The count to draw `list` with again in an entry: what it showed of the same list; none for another list (new filters or sort). */
export function shownToRestore(byEntry: ShownByEntry, entry: string, list: string): number | undefined {
  const saved = byEntry[entry];
  return saved?.list === list ? saved.shown : undefined;
}

/** `byEntry` with `entry` showing `shown` of `list`; the same object when nothing changes. */
export function withShown(byEntry: ShownByEntry, entry: string, list: string, shown: number): ShownByEntry {
  const saved = byEntry[entry];
  return saved?.list === list && saved.shown === shown ? byEntry : { ...byEntry, [entry]: { list, shown } };
}

/**
 * ProductGrid's `initialShown` and `onShownChange` for `list` (what it asks the server, as a key):
 * the count is kept for the history entry, keyed as <ScrollRestoration /> keys its scroll positions.
 * Back to the page draws as many products as the shopper had scrolled to before the scroll position
 * is restored, so the product they opened is on screen again. `onShown` hears each count too.
 */
export function useShownOnReturn(list: string, onShown?: (shown: number) => void) {
  const { key } = useLocation();
  const [byEntry, setByEntry] = useAtom(shownByEntryAtom);
  const onShownChange = useCallback(
    (shown: number) => {
      onShown?.(shown);
      setByEntry((all) => withShown(all, key, list, shown));
    },
    [key, list, onShown, setByEntry],
  );
  return { initialShown: shownToRestore(byEntry, key, list), onShownChange };
}
