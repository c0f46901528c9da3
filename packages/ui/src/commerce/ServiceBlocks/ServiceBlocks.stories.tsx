import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceBlocks } from './ServiceBlocks';

const meta = {
  title: 'Commerce/ServiceBlocks',
  component: ServiceBlocks,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ServiceBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
