import { atom } from 'jotai';
import type { ShopperMessageKey } from './messages';

export interface Toast {
  kind: 'success' | 'error' | 'warning';
  messageKey: ShopperMessageKey;
  /** The message in the shopper's locale (the settings' locale). */
  text: string;
}

export type Notifier = (toast: Toast) => void;

// Held inside an object: jotai would take a bare function for a read function or an updater.
const notifierHolderAtom = atom<{ notify: Notifier }>({ notify: () => {} });

/**
 * Where shopper actions report their toasts. The store sets it once to its toast library
 * (`store.set(notifierAtom, (toast) => toastLibrary[toast.kind](toast.text))`); tests set a spy.
 * The default does nothing, so this package never imports a UI library.
 */
export const notifierAtom = atom(
  (get) => get(notifierHolderAtom).notify,
  (_get, set, notify: Notifier) => set(notifierHolderAtom, { notify }),
);
