import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Rating } from './Rating';

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  args: { value: 4 },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};
export const WithCount: Story = { args: { value: 3, count: 12 } };
export const Empty: Story = { args: { value: 0 } };

function Choose() {
  const [value, setValue] = useState(0);
  return <Rating value={value} onChange={setValue} />;
}
export const Interactive: Story = {
  render: () => <Choose />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Rate 3 out of 5' }));
    await expect(canvas.getByRole('radiogroup', { name: 'Rated 3 out of 5' })).toBeVisible();
  },
};
export const RightToLeft: Story = { args: { value: 3, count: 12 }, globals: { dir: 'rtl' } };
export const Dark: Story = { args: { value: 3, count: 12 }, globals: { colorMode: 'dark' } };
