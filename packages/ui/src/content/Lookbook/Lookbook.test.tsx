import type { Lookbook as LookbookData } from '@storefront/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { hotspotOffset, Lookbook } from './Lookbook';

const looks: LookbookData[] = [
  { id: 1, title: 'Summer Nights', image: '/images/lookbook/1.svg', hotspots: [{ x: 30, y: 40, product_id: 6, name: 'Floral Night Suit', price: 450 }] },
];

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('hotspotOffset', { timeout: 15_000 }, () => {
  it('keeps a hotspot on its product in right-to-left pages, where the picture is not mirrored', () => {
    expect(hotspotOffset({ x: 30, y: 40 }, 'ltr')).toEqual({ inlineStart: 30, blockStart: 40 });
    expect(hotspotOffset({ x: 30, y: 40 }, 'rtl')).toEqual({ inlineStart: 70, blockStart: 40 });
  });
});

describe('Lookbook', { timeout: 15_000 }, () => {
  it('makes each hotspot a link to its product named by the product and its price', () => {
    render(
      <ThemeRoot currency="INR">
        <Lookbook lookbooks={looks} productHref={(id) => `/left-sidebar/product/${id}`} />
      </ThemeRoot>,
    );
    const link = screen.getByRole('link', { name: 'Floral Night Suit ₹450.00 View product' });
    expect(link).toHaveAttribute('href', '/left-sidebar/product/6');
    expect(link).toHaveStyle({ '--spot-x': '30%', '--spot-y': '40%' });
    expect(screen.getByText('Summer Nights')).toBeInTheDocument();
  });

  it('opens a hotspot card on keyboard focus and on hover, and closes it with Escape or when left', async () => {
    render(
      <ThemeRoot>
        <Lookbook lookbooks={looks} />
      </ThemeRoot>,
    );
    const link = screen.getByRole('link', { name: 'Floral Night Suit $450.00 View product' });
    expect(link).not.toHaveAttribute('data-open');
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-open');
    await userEvent.keyboard('{Escape}');
    expect(link).not.toHaveAttribute('data-open');
    await userEvent.tab();
    await userEvent.hover(link);
    expect(link).toHaveAttribute('data-open');
    await userEvent.unhover(link);
    expect(link).not.toHaveAttribute('data-open');
  });
});
