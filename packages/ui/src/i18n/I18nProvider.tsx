import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type Dictionary, en, type MessageId } from './en';

/** The languages the UI speaks. English is built in; the others load when first used. */
export type Locale = 'en' | 'fr';
export type Translate = (id: MessageId, vars?: Record<string, string | number>) => string;

// Only the active language travels with the first page: French (~8 KB gzip with the commerce
// texts) is a chunk of its own. Apps call loadDictionary before their first render when the
// saved language is not English, so there is no flash of English.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Dictionary>> = {
  fr: () => import('./fr').then((module) => module.fr),
};
const loaded: Partial<Record<Locale, Dictionary>> = { en };
const pending = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();

/** Fetches a language's texts (once); components using it re-render when they arrive. */
export function loadDictionary(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded[locale]) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = loaders[locale]().then((dictionary) => {
      loaded[locale] = dictionary;
      for (const listener of listeners) listener();
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

/** Texts a store puts in place of the built-in ones, in the active language (its brand's wording). */
export type Messages = Partial<Dictionary>;

const LocaleContext = createContext<{ locale: Locale; messages?: Messages | undefined }>({ locale: 'en' });

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages?: Messages | undefined; children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * The translate function of the nearest ThemeRoot's locale: the store's own `messages` first, then
 * the language's dictionary, then English. `{name}` placeholders are filled from vars.
 */
export function useT(): Translate {
  const { locale, messages } = useContext(LocaleContext);
  const dictionary = useSyncExternalStore(subscribe, () => loaded[locale], () => loaded[locale]);
  useEffect(() => {
    // A failed load keeps English on screen; the next render tries again.
    if (!dictionary) loadDictionary(locale).catch(() => {});
  }, [dictionary, locale]);
  return useCallback<Translate>(
    (id, vars) => {
      const text: string = messages?.[id] ?? dictionary?.[id] ?? en[id];
      return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)) : text;
    },
    [dictionary, messages],
  );
}
