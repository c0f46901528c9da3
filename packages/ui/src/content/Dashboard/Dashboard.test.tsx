import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Dashboard } from './Dashboard';

const renderDashboard = (locale: 'en' | 'fr' = 'en') =>
  render(
    <ThemeRoot locale={locale}>
      <Dashboard name="Asha Rao" email="asha.rao@example.com" />
    </ThemeRoot>,
  );

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('Dashboard', { timeout: 15_000 }, () => {
  it('lists the side menu in the spec order, the current page first and not a control', () => {
    renderDashboard();
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Account Info',
      'Address Book',
      'My Orders',
      'My Wishlist',
      'Newsletter',
      'My Account',
      'Change Password',
      'Log Out',
    ]);
    expect(within(menu).getByText('Account Info')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the sample contact data and the spec texts for newsletters and addresses', () => {
    renderDashboard();
    expect(screen.getByText('asha.rao@example.com')).toBeInTheDocument();
    expect(screen.getByText('You are currently not subscribed to any newsletter.')).toBeInTheDocument();
    expect(screen.getByText('You have not set a default billing address.')).toBeInTheDocument();
    expect(screen.getByText('You have not set a default shipping address.')).toBeInTheDocument();
  });

  it('keeps every link inert and says why, without showing any success', async () => {
    renderDashboard();
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBe(13);
    for (const button of buttons) expect(button).toHaveAttribute('aria-disabled', 'true');
    const edit = screen.getAllByRole('button', { name: 'Edit' })[0];
    if (!edit) throw new Error('no Edit button');
    await userEvent.click(edit);
    expect(screen.queryByRole('status')).toBeNull();
    expect(edit).toHaveAccessibleDescription(
      'This is a sample dashboard: accounts are not available in this shop, so these links do nothing.',
    );
  });

  it('greets in French when the locale is fr', () => {
    renderDashboard('fr');
    expect(screen.getByRole('heading', { name: 'Bonjour, Asha Rao !' })).toBeInTheDocument();
  });
});
