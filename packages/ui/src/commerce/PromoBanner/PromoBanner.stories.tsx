import { seedBanners } from '@storefront/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: 'Commerce/PromoBanner',
  component: PromoBanner,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithPicture: Story = { args: { image: seedBanners[0]?.image_path } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
