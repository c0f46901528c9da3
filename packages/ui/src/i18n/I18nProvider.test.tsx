import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../theme/ThemeRoot';
import { useErrorText } from '../content/shared/useErrorText';
import type { MessageId } from './en';
import { loadDictionary, type Messages, registerDictionary, useT } from './I18nProvider';

function Texts({ ids }: { ids: MessageId[] }) {
  const t = useT();
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>{t(id, { brand: 'Brand X', year: 1998 })}</li>
      ))}
    </ul>
  );
}

const brandX: Messages = { 'footer.established': 'Since {year}, in Lyon', 'menu.home': 'Start' };

function Counts({ counts }: { counts: number[] }) {
  const t = useT();
  return (
    <ul>
      {counts.map((count) => (
        <li key={count}>{t('header.cart', { count })}</li>
      ))}
    </ul>
  );
}

describe('useT with a count', () => {
  it('takes the language’s plural form and groups the digits: one in English for 1, in French for 0 and 1', async () => {
    render(
      <ThemeRoot>
        <Counts counts={[0, 1, 2, 1234]} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cart, 0 items', 'Cart, 1 item', 'Cart, 2 items', 'Cart, 1,234 items']);
  });

  it('in French too, and with a store’s own plural form', async () => {
    await loadDictionary('fr');
    const { unmount } = render(
      <ThemeRoot locale="fr">
        <Counts counts={[0, 1, 2]} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Panier, 0 article', 'Panier, 1 article', 'Panier, 2 articles']);
    unmount();
    render(
      <ThemeRoot messages={{ 'header.cart.one': 'Basket: {count} piece' }}>
        <Counts counts={[1, 3]} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Basket: 1 piece', 'Cart, 3 items']);
  });
});

describe('useT with a store’s own messages', () => {
  it('uses the store’s texts first and the built-in dictionary for the rest', () => {
    render(
      <ThemeRoot messages={brandX}>
        <Texts ids={['footer.established', 'menu.home', 'header.logo']} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Since 1998, in Lyon', 'Start', 'Brand X home']);
  });

  it('puts them in place of the active language’s texts too', async () => {
    await loadDictionary('fr');
    render(
      <ThemeRoot locale="fr" messages={{ 'menu.home': 'Départ' }}>
        <Texts ids={['menu.home', 'header.logo']} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Départ', 'Accueil Brand X']);
  });

  it('keeps the built-in texts without them', () => {
    render(
      <ThemeRoot>
        <Texts ids={['footer.established', 'menu.home']} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Established in 1998', 'Home']);
  });
});

describe('a language a store adds', () => {
  it('shows its texts, and English for the messages it leaves out', () => {
    registerDictionary('de', { 'menu.home': 'Startseite', 'header.logo': '{brand} Startseite' });
    const { container } = render(
      <ThemeRoot locale="de">
        <Texts ids={['menu.home', 'header.logo', 'menu.contact']} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Startseite', 'Brand X Startseite', 'Contact']);
    expect(container.querySelector('[lang]')).toHaveAttribute('lang', 'de');
  });

  it('loads a dictionary given as a loader when first used, and the page re-renders with it', async () => {
    let calls = 0;
    registerDictionary('ar', async () => {
      calls += 1;
      return { 'menu.home': 'الرئيسية' };
    });
    render(
      <ThemeRoot locale="ar">
        <Texts ids={['menu.home']} />
      </ThemeRoot>,
    );
    expect(await screen.findByText('الرئيسية')).toBeInTheDocument();
    await loadDictionary('ar');
    expect(calls).toBe(1);
  });

  it('replaces a language’s texts when registered again', () => {
    registerDictionary('nl', { 'menu.home': 'Thuis' });
    registerDictionary('nl', { 'menu.home': 'Home NL' });
    render(
      <ThemeRoot locale="nl">
        <Texts ids={['menu.home']} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Home NL');
  });

  it('shows a language with no dictionary in English, and keeps English itself built in', async () => {
    await expect(loadDictionary('xx')).resolves.toBeUndefined();
    render(
      <ThemeRoot locale="xx">
        <Texts ids={['menu.home']} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Home');
    expect(() => registerDictionary('en', { 'menu.home': 'Start' })).toThrow(/built in/);
  });
});

function Errors({ keys }: { keys: string[] }) {
  const errorText = useErrorText();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{errorText({ message: key })}</li>
      ))}
    </ul>
  );
}

describe('validation messages', () => {
  const keys = ['validation.required', 'validation.email', 'a text from the server'];
  const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

  it('come in French from the shared schemas', () => {
    render(
      <ThemeRoot locale="fr">
        <Errors keys={keys} />
      </ThemeRoot>,
    );
    expect(shown()).toEqual(['Ce champ est obligatoire.', 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.', 'a text from the server']);
  });

  it('come from a store’s language where it has them, in English where it does not, and from its messages first', () => {
    registerDictionary('pt', { 'validation.required': 'Campo obrigatório.', 'validation.email': 'E-mail inválido.' });
    render(
      <ThemeRoot locale="pt" messages={{ 'validation.email': 'Escreva um e-mail.' }}>
        <Errors keys={keys} />
      </ThemeRoot>,
    );
    expect(shown()).toEqual(['Campo obrigatório.', 'Escreva um e-mail.', 'a text from the server']);
  });

  it('show in English for a language without them', () => {
    registerDictionary('it', { 'menu.home': 'Home IT' });
    render(
      <ThemeRoot locale="it">
        <Errors keys={keys.slice(0, 1)} />
      </ThemeRoot>,
    );
    expect(shown()).toEqual(['This field is required.']);
  });
});
