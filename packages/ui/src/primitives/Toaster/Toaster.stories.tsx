import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toaster, toast } from './Toaster';

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  args: { duration: 100000 },
  // sonner keeps toasts in a module-wide store: start every story without the previous one's.
  beforeEach: () => {
    toast.dismiss();
  },
  render: (args) => (
    <div style={{ padding: 16, minBlockSize: 200 }}>
      <Button onClick={() => toast('Item Added to Cart')}>Add to cart</Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(canvasElement).getAllByText('Item Added to Cart')[0]).toBeVisible());
  },
};
export const RightToLeft: Story = { globals: { dir: 'rtl' }, play: Playground.play };
export const Dark: Story = { globals: { colorMode: 'dark' }, play: Playground.play };
