import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every level but the current page, which is marked current', () => {
    render(<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Cart', href: '/cart' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/']);
    expect(within(nav).getByText('Cart')).toHaveAttribute('aria-current', 'page');
  });
});
