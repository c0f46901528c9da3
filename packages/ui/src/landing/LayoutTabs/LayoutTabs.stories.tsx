import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LayoutTabs } from './LayoutTabs';

const meta = { title: 'Landing/LayoutTabs', component: LayoutTabs } satisfies Meta<typeof LayoutTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('tab', { name: 'Home' });
    home.focus();
    await userEvent.keyboard('{ArrowRight}');
    const product = canvas.getByRole('tab', { name: 'Product' });
    await expect(product).toHaveFocus();
    await expect(product).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(10);
  },
};

export const ProductTab: Story = { args: { defaultTab: 'product' } };
export const ShopTab: Story = { args: { defaultTab: 'shop' } };
export const OtherTab: Story = { args: { defaultTab: 'other' } };
export const BlogTab: Story = { args: { defaultTab: 'blog' } };

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Home' }).focus();
    // In right-to-left pages the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Product' })).toHaveFocus();
  },
};

export const Dark: Story = { args: { defaultTab: 'other' }, globals: { colorMode: 'dark' } };
