import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCategories } from '../../stories/sampleData';
import { Header } from './Header';

const meta = {
  title: 'Chrome/Header',
  component: Header,
  args: { categories: sampleCategories },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinksEverySubcategory: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    for (const sub of sampleCategories.flatMap((category) => category.sub_category)) {
      await expect(within(menu).getByRole('link', { name: sub.name })).toHaveAttribute('href', `/sub-category/${sub.id}`);
    }
  },
};

export const WithoutCategories: Story = { args: { categories: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
