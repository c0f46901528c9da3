import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { type Locale, type Translate, useT } from '../../i18n/I18nProvider';

export interface LanguageSwitcherProps extends HTMLAttributes<HTMLSelectElement> {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The languages offered, in order: English and French by default (see registerDictionary). */
  locales?: readonly Locale[];
}

const BUILT_IN: readonly Locale[] = ['en', 'fr'];

/**
 * A language's name in itself: the dictionary's for English and French, the browser's (Intl) for
 * others. A code Intl rejects shows as it is, without a `lang` (it would be an invalid one).
 */
function language(t: Translate, code: Locale): { name: string; lang?: string } {
  if (code === 'en') return { name: t('language.en'), lang: code };
  if (code === 'fr') return { name: t('language.fr'), lang: code };
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return { name: name.charAt(0).toLocaleUpperCase(code) + name.slice(1), lang: code };
  } catch {
    return { name: code };
  }
}

const Control = styled.select`
  min-block-size: 36px;
  padding-inline: var(--space-2);
  border: 1px solid var(--border-strong);
  border-radius: var(--radius-1);
  background: var(--surface);
  color: var(--text);
  font: inherit;
  cursor: pointer;
`;

/** English / Français / ...: each language is named in itself, so anyone can find their own. */
export function LanguageSwitcher({ locale, onLocaleChange, locales = BUILT_IN, ...rest }: LanguageSwitcherProps) {
  const t = useT();
  return (
    <Control aria-label={t('language.label')} value={locale} onChange={(event) => onLocaleChange(event.target.value as Locale)} {...rest}>
      {locales.map((code) => {
        const { name, lang } = language(t, code);
        return (
          <option key={code} value={code} lang={lang}>
            {name}
          </option>
        );
      })}
    </Control>
  );
}
