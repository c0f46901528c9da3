import { currencyAtom, DEFAULT_CURRENCY } from '@storefront/state';
import { type Atom, useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while the browser hydrates the server's page; true from the render after
 * that on, and at once in a page the browser draws itself (after a link).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * A part of the shopper's saved state (cart, lists, currency, saved filters), which only the
 * browser holds: `whileHydrating` (what the server drew: a first visit's) until the page is the
 * browser's, then the saved value. So the browser's first render equals the server's page.
 */
export function useSavedValue<T>(atom: Atom<T>, whileHydrating: T): T {
  const value = useAtomValue(atom);
  return useHydrated() ? value : whileHydrating;
}

/** The currency symbol beside prices: the shopper's saved one, '$' on the server. */
export const useCurrency = () => useSavedValue(currencyAtom, DEFAULT_CURRENCY);
