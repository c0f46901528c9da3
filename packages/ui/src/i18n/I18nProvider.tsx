import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { MessageKey } from '@storefront/api-client';
import { type Dictionary, en, type MessageId } from './en';

/**
 * A language code ('en', 'fr', 'de', 'ar'...). English and French are built in; a store adds
 * others with registerDictionary.
 */
export type Locale = 'en' | 'fr' | (string & {});
export type Translate = (id: MessageId, vars?: Record<string, string | number>) => string;

/**
 * Texts in one language: any of the dictionary's messages, and the shared schemas' validation
 * messages ('validation.required'...); those left out show in English.
 */
export type Messages = Partial<Dictionary> & Partial<Record<MessageKey, string>>;

// Only the active language travels with the first page: French (with the commerce texts) is
// a chunk of its own. Apps call loadDictionary before their first render when the
// saved language is not English, so there is no flash of English.
const loaders = new Map<Locale, () => Promise<Messages>>([['fr', () => import('./fr').then((module) => module.fr)]]);
const loaded = new Map<Locale, Messages>([['en', en]]);
const pending = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Adds a language, or replaces one's texts: a dictionary, or a function that loads it (a dynamic
 * import keeps it out of the first page). Messages it leaves out show in English. Name the
 * language in LanguageSwitcher's `locales` to offer it.
 */
export function registerDictionary(locale: Locale, dictionary: Messages | (() => Promise<Messages>)): void {
  if (locale === 'en') throw new Error('English is built in: change its texts with ThemeRoot\'s messages');
  pending.delete(locale);
  if (typeof dictionary === 'function') {
    loaders.set(locale, dictionary);
    loaded.delete(locale);
  } else {
    loaders.delete(locale);
    loaded.set(locale, dictionary);
  }
  notify();
}

/**
 * Fetches a language's texts (once); components using it re-render when they arrive. A language
 * with no dictionary registered resolves at once and shows in English.
 */
export function loadDictionary(locale: Locale): Promise<void> {
  const load = loaders.get(locale);
  if (loaded.has(locale) || !load) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = load().then((dictionary) => {
      // A registerDictionary call while this loaded wins.
      if (loaders.get(locale) !== load) return;
      loaded.set(locale, dictionary);
      notify();
    });
    loading.catch(() => pending.delete(locale));
    pending.set(locale, loading);
  }
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const LocaleContext = createContext<{ locale: Locale; messages?: Messages | undefined }>({ locale: 'en' });

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages?: Messages | undefined; children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * The nearest ThemeRoot's locale, the store's messages and the language's dictionary once loaded
 * (for lookups outside MessageId, such as the forms' validation texts: useErrorText).
 */
export function useLanguage() {
  const { locale, messages } = useContext(LocaleContext);
  const dictionary = useSyncExternalStore(subscribe, () => loaded.get(locale), () => loaded.get(locale));
  useEffect(() => {
    // A failed load keeps English on screen; the next render tries again.
    if (!dictionary) loadDictionary(locale).catch(() => {});
  }, [dictionary, locale]);
  return { locale, messages, dictionary };
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The language's plural category of `count` ('one', 'other'...), as Intl knows it. */
function pluralOf(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The translate function of the nearest ThemeRoot's locale: the store's own `messages` first, then
 * the language's dictionary, then English. `{name}` placeholders are filled from vars. A numeric
 * `count` picks the text's form for the language's plural category when it has one
 * (`header.cart.one`: "Cart, 1 item"; French uses it for 0 and 1), and is written as the
 * language groups digits.
 */
export function useT(): Translate {
  const { locale, messages, dictionary } = useLanguage();
  return useCallback<Translate>(
    (id, vars) => {
      const lookup = (key: MessageId): string | undefined => messages?.[key] ?? dictionary?.[key] ?? en[key];
      const count = vars?.count;
      const plural = typeof count === 'number' ? lookup(`${id}.${pluralOf(locale, count)}` as MessageId) : undefined;
      const text = plural ?? lookup(id) ?? id;
      if (!vars) return text;
      return text.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = vars[name];
        if (value === undefined) return `{${name}}`;
        return name === 'count' && typeof value === 'number' ? value.toLocaleString(locale) : String(value);
      });
    },
    [dictionary, locale, messages],
  );
}
