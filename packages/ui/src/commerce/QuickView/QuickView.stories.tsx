import type { Product } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductBox } from '../ProductBox';
import { sampleProduct, soldOutProduct } from '../storyData';
import { QuickView } from './QuickView';

const meta = {
  title: 'Commerce/QuickView',
  component: QuickView,
  args: { product: sampleProduct, onOpenChange: fn(), onAddToCart: fn(), detailHref: `/product/${sampleProduct.id}` },
} satisfies Meta<typeof QuickView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is named by the visible product heading: one heading, read once. */
export const Playground: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: sampleProduct.name });
    const heading = within(dialog).getByRole('heading', { level: 2, name: sampleProduct.name });
    await expect(dialog).toHaveAttribute('aria-labelledby', heading.id);
    await expect(within(dialog).getAllByText(sampleProduct.name)).toHaveLength(1);
  },
};

export const OutOfStock: Story = { args: { product: soldOutProduct } };

/** Opened from a product box: focus moves into the dialog and returns to the eye button on Escape. */
export const FromProductBox: Story = {
  render: (args) => {
    const [open, setOpen] = useState<Product | null>(null);
    return (
      <div style={{ maxInlineSize: 300, padding: 16 }}>
        <ProductBox product={sampleProduct} href={`/product/${sampleProduct.id}`} onQuickView={setOpen} />
        <QuickView {...args} product={open} onOpenChange={(o) => !o && setOpen(null)} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: `Quick view of ${sampleProduct.name}` });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: sampleProduct.name });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(within(dialog).getByRole('link', { name: 'view details' })).toHaveAttribute('href', `/product/${sampleProduct.id}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'add to cart' }));
    await expect(within(dialog).getByText('Please choose a size')).toBeInTheDocument();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'XL' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'add to cart' }));
    const orangeXl = sampleProduct.variants.find((v) => v.color === 'orange' && v.size === 'XL');
    await expect(args.onAddToCart).toHaveBeenCalledWith(sampleProduct, 1, { color: 'orange', size: 'XL', sku: orangeXl?.sku });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
