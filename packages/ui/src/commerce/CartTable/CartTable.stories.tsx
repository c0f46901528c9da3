import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CartLine } from '@storefront/api-client';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartLine, detailHref, sampleCart, sampleProduct } from '../storyData';
import { CartTable } from './CartTable';

const meta = {
  title: 'Commerce/CartTable',
  component: CartTable,
  args: { lines: sampleCart, productHref: detailHref, onIncrement: fn(), onDecrement: fn(), onQuantityChange: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { lines: [] } };

export const Loading: Story = { args: { loading: true } };

/** A working cart: plus stops at the stock and says 'out of Stock'; remove empties it. */
export const OutOfStock: Story = {
  render: (args) => {
    const [lines, setLines] = useState([cartLine({ ...sampleProduct, stock: 2 }, 1)]);
    const set = (id: number, qty: (line: CartLine) => number) =>
      setLines((ls) => ls.map((l) => (l.id === id ? cartLine(l, Math.max(1, Math.min(l.stock, qty(l)))) : l)));
    return (
      <CartTable
        {...args}
        lines={lines}
        onIncrement={(id) => set(id, (l) => l.qty + 1)}
        onDecrement={(id) => set(id, (l) => l.qty - 1)}
        onQuantityChange={(id, qty) => set(id, () => qty)}
        onRemove={(id) => setLines((ls) => ls.filter((l) => l.id !== id))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('out of Stock')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${sampleProduct.name} from cart` }));
    await expect(canvas.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
