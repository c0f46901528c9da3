import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CartLine, cartLineKey, lineStock } from '@storefront/api-client';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartLine, detailHref, lineWithoutSize, sampleCart, sampleProduct, twoVariantCart, withStock } from '../storyData';
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
    const [lines, setLines] = useState([cartLine(withStock(sampleProduct, 2), 1)]);
    const set = (key: string, qty: (line: CartLine) => number) =>
      setLines((ls) => ls.map((l) => (cartLineKey(l) === key ? cartLine(l, Math.max(1, Math.min(lineStock(l), qty(l))), l.sku) : l)));
    return (
      <CartTable
        {...args}
        lines={lines}
        onIncrement={(id) => set(id, (l) => l.qty + 1)}
        onDecrement={(id) => set(id, (l) => l.qty - 1)}
        onQuantityChange={(id, qty) => set(id, () => qty)}
        onRemove={(key) => setLines((ls) => ls.filter((l) => cartLineKey(l) !== key))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('out of Stock')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^Remove ${sampleProduct.name} \\(.+\\) from cart$`) }));
    await expect(canvas.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
  },
};

/** One product in two sizes and colours: two rows, each with its size, colour and that colour's picture. */
export const TwoVariants: Story = {
  args: { lines: twoVariantCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('L / pink')).toBeInTheDocument();
    await expect(canvas.getByText('M / green')).toBeInTheDocument();
  },
};

/** A line saved before sizes were kept: it says its size is chosen at checkout. */
export const SizeToChoose: Story = {
  args: { lines: [lineWithoutSize, ...sampleCart.slice(0, 1)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Size to choose at checkout')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
