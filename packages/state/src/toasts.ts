import type { Getter } from 'jotai';
import { shopperMessage, type ShopperMessageKey } from './messages';
import { notifierAtom, type Toast } from './notifier';
import { settingsStateAtom } from './shopperState';

/** Reports a toast through the injected notifier, in the shopper's language. */
export function notify(get: Getter, kind: Toast['kind'], messageKey: ShopperMessageKey): void {
  get(notifierAtom)({ kind, messageKey, text: shopperMessage(messageKey, get(settingsStateAtom).locale) });
}
