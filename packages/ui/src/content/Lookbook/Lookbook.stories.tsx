import { seedLookbooks } from '@storefront/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Lookbook } from './Lookbook';
import { defaultRoutes } from '../../primitives/Link';

const meta = {
  title: 'Content/Lookbook',
  component: Lookbook,
  args: { lookbooks: seedLookbooks },
} satisfies Meta<typeof Lookbook>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (link: HTMLElement) => link.querySelector<HTMLElement>('[data-card]');

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const spots = canvasElement.querySelectorAll<HTMLElement>('[data-hotspot]');
    const [first, second] = spots;
    if (!first || !second) throw new Error('no hotspots');
    await expect(card(first)).not.toBeVisible();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await waitFor(() => expect(card(first)).toBeVisible());
    await userEvent.hover(second);
    await waitFor(() => expect(card(second)).toBeVisible());
    const hotspot = seedLookbooks[0]?.hotspots[0];
    await expect(first).toHaveAttribute('href', defaultRoutes.product(hotspot?.product_id ?? 0));
    await expect(within(first).getByText(`$${hotspot?.price.toFixed(2)}`)).toBeInTheDocument();
  },
};

export const Rupees: Story = { globals: { currency: 'INR' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
