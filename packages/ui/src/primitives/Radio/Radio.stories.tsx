import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './Radio';

const meta = {
  title: 'Primitives/Radio',
  component: RadioGroup,
  args: { legend: 'Payment method', children: null },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <RadioGroup {...args}>
        <Radio name="payment" value="stripe" label="Stripe" defaultChecked />
        <Radio name="payment" value="paypal" label="PayPal" />
        <Radio name="payment" value="cod" label="Cash on delivery" disabled />
      </RadioGroup>
    </div>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Stripe' })).not.toBeChecked();
  },
};
export const Inline: Story = { args: { inline: true } };
export const WithError: Story = { args: { error: 'Please choose a payment method' } };
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
