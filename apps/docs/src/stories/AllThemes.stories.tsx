import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Price, Rating, TextField } from '@storefront/ui';
import { expect, within } from 'storybook/test';

/** A sample of components; the toolbar's "all" theme renders it in the 18 palettes side by side. */
function Sample() {
  return (
    <div style={{ display: 'grid', gap: 12, padding: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Button>add to cart</Button>
        <Button variant="outline">wishlist</Button>
        <Badge variant="new" />
        <Badge variant="sale" />
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Price amount={72} original={145} />
        <Rating value={4} />
      </div>
      <TextField label="Email" placeholder="you@example.com" />
    </div>
  );
}

const meta = {
  title: 'Overview/All themes',
  component: Sample,
  globals: { theme: 'all' },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'add to cart' })).toHaveLength(18);
  },
};
export const Dark: Story = { globals: { theme: 'all', colorMode: 'dark' } };
export const RightToLeft: Story = { globals: { theme: 'all', dir: 'rtl' } };
