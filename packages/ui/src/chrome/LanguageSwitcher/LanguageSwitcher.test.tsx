import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('names each language in itself and reports the choice', async () => {
    const onLocaleChange = vi.fn();
    render(
      <ThemeRoot locale="fr">
        <LanguageSwitcher locale="fr" onLocaleChange={onLocaleChange} />
      </ThemeRoot>,
    );
    const select = screen.getByRole('combobox', { name: 'Langue' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Français']);
    await userEvent.selectOptions(select, 'English');
    expect(onLocaleChange).toHaveBeenCalledWith('en');
  });

  it('offers the languages a store lists, each named in itself', async () => {
    const onLocaleChange = vi.fn();
    render(
      <ThemeRoot>
        <LanguageSwitcher locale="en" locales={['en', 'de', 'ar', 'xx-invalid-']} onLocaleChange={onLocaleChange} />
      </ThemeRoot>,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Deutsch', 'العربية', 'xx-invalid-']);
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(['en', 'de', 'ar', null]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(onLocaleChange).toHaveBeenCalledWith('de');
  });
});
