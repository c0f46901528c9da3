import { type CheckoutForm as Billing, countries, paymentMethods } from '@storefront/api-client';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** What the shopper has typed into the checkout form so far. */
export type CheckoutDraft = Partial<Billing>;

const TEXT_FIELDS = ['first_name', 'last_name', 'phone', 'email', 'address', 'city', 'state', 'pincode'] as const;
/** Longer than any field the form accepts: a draft holds what was typed, valid or not, within reason. */
const MAX_CHARS = 200;

/** The draft's known fields with values of their kind; anything else saved (damaged, or by another version) is left out. */
export function draftFrom(saved: unknown): CheckoutDraft {
  if (typeof saved !== 'object' || saved === null) return {};
  const entries = saved as Record<string, unknown>;
  const draft: CheckoutDraft = {};
  for (const name of TEXT_FIELDS) {
    const value = entries[name];
    if (typeof value === 'string') draft[name] = value.slice(0, MAX_CHARS);
  }
  if ((countries as readonly unknown[]).includes(entries.country)) draft.country = entries.country as Billing['country'];
  if ((paymentMethods as readonly unknown[]).includes(entries.payment)) draft.payment = entries.payment as Billing['payment'];
  if (typeof entries.create_account === 'boolean') draft.create_account = entries.create_account;
  return draft;
}

/** The tab's sessionStorage; none on the server or where the browser refuses it. */
function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

// jotai reads and writes nothing while the storage function gives none (its types ask for one).
const json = createJSONStorage<CheckoutDraft>(tabStorage as () => Storage);

/**
 * The checkout form's draft, kept for this tab (sessionStorage: gone with the tab, never shared
 * with another) until the order is placed: leaving the checkout to change the cart, Back and
 * Forward, or a reload lose nothing typed. The card's details are never part of it.
 */
export const checkoutDraftAtom = atomWithStorage<CheckoutDraft>(
  'storefront:checkout-draft',
  {},
  { ...json, getItem: (key, initial) => draftFrom(json.getItem(key, initial)) },
  { getOnInit: true },
);
