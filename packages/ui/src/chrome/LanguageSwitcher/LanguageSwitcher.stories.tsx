import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { I18nProvider, registerDictionary } from '../../i18n/I18nProvider';
import { LanguageSwitcher } from './LanguageSwitcher';

// A store's own language: German texts for the ids it needs (the rest would show in English).
registerDictionary('de', { 'language.label': 'Sprache' });

const meta = {
  title: 'Chrome/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { locale: 'en', onLocaleChange: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Language' }), 'Français');
    await expect(args.onLocaleChange).toHaveBeenCalledWith('fr');
  },
};
export const French: Story = { args: { locale: 'fr' }, globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };

/** A store that adds German (registerDictionary) and lists Arabic too: each named in itself. */
export const AnotherLanguage: Story = {
  args: { locale: 'de', locales: ['en', 'fr', 'de', 'ar'] },
  decorators: [(Story) => <I18nProvider locale="de"><Story /></I18nProvider>],
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sprache' });
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Français', 'Deutsch', 'العربية']);
    await expect(select).toHaveValue('de');
  },
};
