import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { type Dictionary, en, type MessageId } from './en';
import { fr } from './fr';

const dictionaries = { en, fr } satisfies Record<string, Dictionary>;
export type Translate = (id: MessageId, vars?: Record<string, string | number>) => string;

const LocaleContext = createContext<keyof typeof dictionaries>('en');

export function I18nProvider({ locale, children }: { locale: keyof typeof dictionaries; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The translate function of the nearest ThemeRoot's locale; `{name}` placeholders are filled from vars. */
export function useT(): Translate {
  const locale = useContext(LocaleContext);
  return useCallback<Translate>(
    (id, vars) => {
      const text: string = dictionaries[locale][id] ?? en[id];
      return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)) : text;
    },
    [locale],
  );
}
