import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from '../testUser';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { cartLine, sampleProduct, twoVariantCart, withStock } from '../storyData';
import { cartLineKey } from '@storefront/api-client';
import { atStock, CartTable } from './CartTable';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const product = withStock({ ...sampleProduct, price: 100, discount: 50 }, 3);
const key = cartLineKey(cartLine(product, 1));
const only = product.variants[0];
const handlers = () => ({ onIncrement: vi.fn(), onDecrement: vi.fn(), onQuantityChange: vi.fn(), onRemove: vi.fn(), productHref: () => '/product/1' });

/** A cart of one line that takes the quantities it is asked for, as the store's state does. */
function TypedCart(h: ReturnType<typeof handlers>) {
  const [qty, setQty] = useState(1);
  return (
    <CartTable
      lines={[cartLine(withStock(product, 10), qty)]}
      {...h}
      onQuantityChange={(id, quantity) => {
        h.onQuantityChange(id, quantity);
        setQty(quantity);
      }}
    />
  );
}

describe('CartTable', () => {
  it("says 'Your Cart is Empty' with a continue-shopping link when there are no lines", () => {
    render(
      <ThemeRoot>
        <CartTable lines={[]} {...handlers()} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'continue shopping' })).toHaveAttribute('href', '/shop');
  });

  it('shows each line total and the cart total from the payable price', () => {
    const { container } = render(
      <ThemeRoot>
        <CartTable lines={[cartLine(product, 2), cartLine({ ...product, id: 2, name: 'Other', price: 10, discount: 100 }, 1)]} {...handlers()} />
      </ThemeRoot>,
    );
    const row = screen.getByRole('row', { name: new RegExp(product.name) });
    expect(within(row).getByText('$50.00')).toBeInTheDocument();
    expect(within(row).getByText('$100.00')).toBeInTheDocument();
    expect(container.querySelector('[data-cart-total]')?.textContent).toBe('$110.00');
  });

  it('computes the sums from lines that carry none, in the shop\'s currency and language', () => {
    const { container } = render(
      <ThemeRoot currency="EUR" locale="fr">
        <CartTable lines={[{ ...product, sku: null, price: 1000, discount: 100, qty: 2 }]} {...handlers()} />
      </ThemeRoot>,
    );
    const row = screen.getByRole('row', { name: new RegExp(product.name) });
    expect(within(row).getByText(/^1\s000,00\s€$/)).toBeInTheDocument();
    expect(container.querySelector('[data-cart-total]')?.textContent).toBe('2\u202f000,00\u00a0€');
  });

  it("disables plus and says 'out of Stock' when the quantity reaches the stock", () => {
    render(
      <ThemeRoot>
        <CartTable lines={[cartLine(product, 3)]} {...handlers()} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('out of Stock')).toBeInTheDocument();
  });

  it('asks to increment, decrement and remove the line of the product', async () => {
    const h = handlers();
    render(
      <ThemeRoot>
        <CartTable lines={[cartLine(product, 2)]} {...h} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(screen.getByRole('button', { name: `Remove ${product.name} (${only?.size} / ${only?.color}) from cart` }));
    expect(h.onIncrement).toHaveBeenCalledWith(key);
    expect(h.onDecrement).toHaveBeenCalledWith(key);
    expect(h.onRemove).toHaveBeenCalledWith(key);
  });

  it('takes the quantity typed into the box, kept within the stock, not one step of it', async () => {
    const h = handlers();
    render(
      <ThemeRoot>
        <TypedCart {...h} />
      </ThemeRoot>,
    );
    const box = screen.getByRole('spinbutton');
    await userEvent.tripleClick(box);
    await userEvent.keyboard('5');
    expect(box).toHaveValue(5);
    await userEvent.tripleClick(box);
    await userEvent.keyboard('25');
    expect(box).toHaveValue(10);
    expect(h.onQuantityChange.mock.calls).toEqual([
      [key, 5],
      [key, 2],
      [key, 10],
    ]);
    expect(h.onIncrement).not.toHaveBeenCalled();
  });

  it("knows a line is at stock only once the quantity reaches its variant's stock", () => {
    expect(atStock(cartLine(product, 2))).toBe(false);
    expect(atStock(cartLine(product, 3))).toBe(true);
    // A line without a variant (saved before sizes were kept) goes by the product's stock.
    expect(atStock({ qty: 3, stock: 3, variants: [], sku: null })).toBe(true);
  });

  it('shows the same product in two sizes as two rows, each with its size, colour, picture and its own controls', async () => {
    const h = handlers();
    render(
      <ThemeRoot>
        <CartTable lines={twoVariantCart} {...h} />
      </ThemeRoot>,
    );
    const [pinkL, greenM] = twoVariantCart;
    const name = pinkL?.name ?? '';
    const pinkRow = screen.getByRole('row', { name: new RegExp(`${name}.*L / pink`) });
    const greenRow = screen.getByRole('row', { name: new RegExp(`${name}.*M / green`) });
    expect(pinkRow.querySelector('img')?.getAttribute('src')).toBe('/images/products/37/pink-1.svg');
    expect(greenRow.querySelector('img')?.getAttribute('src')).toBe('/images/products/37/green-1.svg');
    await userEvent.click(within(greenRow).getByRole('button', { name: `Remove ${name} (M / green) from cart` }));
    expect(h.onRemove).toHaveBeenCalledWith(cartLineKey(greenM ?? pinkL ?? cartLine(product, 1)));
    expect(within(pinkRow).getByRole('spinbutton', { name: `Quantity of ${name} (L / pink)` })).toHaveValue(1);
  });
});
