import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import type { Locale } from '../../theme/themes';

export interface LanguageSwitcherProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}

const locales: readonly Locale[] = ['en', 'fr'];

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

/** English / Français: each language is named in itself, so anyone can find their own. */
export function LanguageSwitcher({ locale, onLocaleChange }: LanguageSwitcherProps) {
  const t = useT();
  return (
    <Control aria-label={t('language.label')} value={locale} onChange={(event) => onLocaleChange(event.target.value as Locale)}>
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </Control>
  );
}
