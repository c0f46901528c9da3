import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message' },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 480 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithError: Story = {
  args: { error: 'Message is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent already' } };
export const RightToLeft: Story = { args: { defaultValue: 'Bonjour' }, globals: { dir: 'rtl' } };
export const Dark: Story = { args: { error: 'Message is required' }, globals: { colorMode: 'dark' } };
