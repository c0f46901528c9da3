import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoProducts } from './NoProducts';

const meta = { title: 'Commerce/NoProducts', component: NoProducts } satisfies Meta<typeof NoProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
