import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCategories } from '../../stories/sampleData';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Header } from './Header';

describe('Header', () => {
  it('links each subcategory to /sub-category/{id}, after Home and before the fixed pages', () => {
    render(
      <ThemeRoot>
        <Header categories={sampleCategories} />
      </ThemeRoot>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Night Suits', '/sub-category/1'],
      ['T-Shirts', '/sub-category/2'],
      ['Kurtis', '/sub-category/5'],
      ['Kids Night Suits', '/sub-category/7'],
      ['About Us', '/about-us'],
      ['Quality', '/quality'],
      ['Contact', '/contact'],
      ['Inquiry', '/inquiry'],
    ]);
  });

  it('shows the fixed menu labels in French when the locale is fr', () => {
    render(
      <ThemeRoot locale="fr">
        <Header categories={[]} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Qualité' })).toHaveAttribute('href', '/quality');
  });
});
