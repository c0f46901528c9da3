import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { variant: 'new' },
  argTypes: { variant: { control: 'inline-radio', options: ['new', 'sale', 'neutral', 'subtle'] } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('new')).toBeVisible();
  },
};
export const Sale: Story = { args: { variant: 'sale' } };
export const Neutral: Story = { args: { variant: 'neutral', children: 'InStock' } };
export const Subtle: Story = { args: { variant: 'subtle', children: '50% off' } };
const all = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <Badge variant="new" />
    <Badge variant="sale" />
    <Badge variant="neutral">InStock</Badge>
    <Badge variant="subtle">50% off</Badge>
  </div>
);
export const French: Story = { render: all, globals: { locale: 'fr' } };
export const RightToLeft: Story = { render: all, globals: { dir: 'rtl' } };
export const Dark: Story = { render: all, globals: { colorMode: 'dark' } };
