import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16 }}>
      <QuantityStepper {...props} value={value} onChange={(next) => { setValue(next); props.onChange(next); }} />
    </div>
  );
}

const meta = {
  title: 'Primitives/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, onChange: fn(), max: 5 },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
  },
};
export const AtMinimum: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const AtStockLimit: Story = { args: { value: 5 } };
export const WithVisibleLabel: Story = { args: { showLabel: true } };
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = { args: { value: 3 }, globals: { dir: 'rtl' } };
export const Dark: Story = { args: { value: 3 }, globals: { colorMode: 'dark' } };
