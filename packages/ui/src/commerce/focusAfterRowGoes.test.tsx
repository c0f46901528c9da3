import { type CartLine, cartLineKey, type Product } from '@storefront/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../theme/ThemeRoot';
import { CartTable } from './CartTable';
import { detailHref, sampleCart, sampleProducts } from './storyData';
import { userEvent } from './testUser';
import { WishlistTable } from './WishlistTable';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

function Cart({ lines }: { lines: readonly CartLine[] }) {
  const [left, setLeft] = useState(lines);
  return (
    <ThemeRoot>
      <h1>Cart</h1>
      <CartTable
        lines={left}
        productHref={detailHref}
        onIncrement={() => {}}
        onQuantityChange={() => {}}
        onDecrement={() => {}}
        onRemove={(key) => setLeft((all) => all.filter((line) => cartLineKey(line) !== key))}
      />
    </ThemeRoot>
  );
}

function Wishlist({ items }: { items: readonly Product[] }) {
  const [left, setLeft] = useState(items);
  const drop = (id: number) => setLeft((all) => all.filter((product) => product.id !== id));
  return (
    <ThemeRoot>
      <WishlistTable items={left} productHref={detailHref} onRemove={drop} onMoveToCart={(product) => drop(product.id)} />
    </ThemeRoot>
  );
}

describe('focus after a row goes', () => {
  it('moves to the next row’s remove button, then the previous one’s, then the empty cart’s heading', async () => {
    const lines = sampleCart.slice(0, 3);
    expect(lines).toHaveLength(3);
    render(<Cart lines={lines} />);
    const remove = (index: number) => screen.getByRole('button', { name: new RegExp(`^Remove ${lines[index]?.name}`) });

    remove(1).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove(2)).toHaveFocus());

    await userEvent.keyboard('{Enter}'); // the last row: focus goes to the row before
    await waitFor(() => expect(remove(0)).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toHaveFocus());
  });

  it('keeps the wishlist’s keyboard place on move to cart too', async () => {
    const items = sampleProducts.filter((product) => product.stock > 0).slice(0, 2);
    render(<Wishlist items={items} />);
    screen.getByRole('button', { name: new RegExp(`^Move ${items[0]?.name}`) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(`^Move ${items[1]?.name}`) })).toHaveFocus());
  });
});
