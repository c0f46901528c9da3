import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: [{ label: 'Home', href: '/' }, { label: 'Collection', href: '/left-sidebar/collection' }, { label: 'Cotton night suit' }] },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Cotton night suit')).toHaveAttribute('aria-current', 'page');
  },
};
export const TwoLevels: Story = { args: { items: [{ label: 'Home', href: '/' }, { label: 'Cart' }] } };
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };

/** Under 576 px (the visual test shoots `Phone` stories at 375 px): only the parent page, as a link back up. */
export const Phone: Story = {};

/** With the trail's schema.org BreadcrumbList for search engines, its links absolute against the shop's origin. */
export const WithStructuredData: Story = {
  args: { structuredDataOrigin: 'https://shop.example' },
  play: async ({ canvasElement }) => {
    const data = JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    await expect(data.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Collection', item: 'https://shop.example/left-sidebar/collection' });
  },
};
