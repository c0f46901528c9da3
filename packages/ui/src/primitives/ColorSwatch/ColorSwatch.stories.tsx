import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorSwatch } from './ColorSwatch';

const meta = {
  title: 'Primitives/ColorSwatch',
  component: ColorSwatch,
  args: { color: 'yellow', label: 'yellow', onClick: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ColorSwatch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'yellow' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Selected: Story = { args: { selected: true } };
export const Disabled: Story = { args: { disabled: true } };

const colours = ['yellow', 'gray', 'green', 'orange', 'blue', 'white', 'pink', 'red', 'black', 'brown'];
function Picker() {
  const [chosen, setChosen] = useState('blue');
  return (
    <div style={{ display: 'flex', gap: 8 }} role="group" aria-label="Colour">
      {colours.map((colour) => (
        <ColorSwatch key={colour} color={colour} label={colour} selected={chosen === colour} onClick={() => setChosen(colour)} />
      ))}
    </div>
  );
}
export const ProductColours: Story = {
  render: () => <Picker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'pink' }));
    await expect(canvas.getByRole('button', { name: 'pink' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'blue' })).toHaveAttribute('aria-pressed', 'false');
  },
};
export const RightToLeft: Story = { render: () => <Picker />, globals: { dir: 'rtl' } };
export const Dark: Story = { render: () => <Picker />, globals: { colorMode: 'dark' } };
