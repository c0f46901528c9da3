import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { LandingPage } from './LandingPage';

const renderPage = (locale: 'en' | 'fr' = 'en') =>
  render(
    <ThemeRoot locale={locale}>
      <LandingPage year={2026} />
    </ThemeRoot>,
  );

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('LandingPage', { timeout: 15_000 }, () => {
  it('has the spec sections, each a target of the header links', () => {
    const { container } = renderPage();
    const nav = screen.getByRole('navigation', { name: 'Landing page sections' });
    const targets = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['#home', '#features', '#demo', '#email-templates', '#core-features']);
    for (const target of targets) expect(container.querySelector(target ?? '')).not.toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Night Suits');
  });

  it('links the demo grid to the eight demo homes', () => {
    renderPage();
    const demo = screen.getByRole('region', { name: 'Home page demos' });
    expect(within(demo).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fashion', '/fashion'],
      ['Pets', '/pets'],
      ['Watch', '/watch'],
      ['Kids', '/kids'],
      ['Vegetables', '/vegetables'],
      ['Beauty', '/beauty'],
      ['Electronic', '/electronic'],
      ['Furniture', '/furniture'],
    ]);
  });

  it('switches the layout tabs Home / Product / Shop / Other / Blog and lists their pages', async () => {
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Product', 'Shop', 'Other', 'Blog']);
    await userEvent.click(screen.getByRole('tab', { name: 'Shop' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/left-sidebar/collection',
      '/right-sidebar/collection',
      '/no-sidebar/collection',
      '/full-width/collection',
      '/metro/collection',
    ]);
  });

  it('speaks French', () => {
    renderPage('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Un kit de boutique pour les marques de mode' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Boutique' })).toBeInTheDocument();
  });
});
