import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../theme/ThemeRoot';
import type { MessageId } from './en';
import { loadDictionary, type Messages, useT } from './I18nProvider';

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
