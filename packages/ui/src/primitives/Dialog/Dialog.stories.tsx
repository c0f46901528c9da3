import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';
import { DialogClose } from './DialogParts';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Quick view',
    description: 'Cotton night suit, pink',
    trigger: <Button>Open dialog</Button>,
    children: <TextField label="Your email" />,
    footer: (
      <DialogClose>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
    ),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Quick view' });
    await expect(dialog).toHaveAccessibleDescription('Cotton night suit, pink');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };
export const DrawerFromStart: Story = { args: { defaultOpen: true, placement: 'start', title: 'Menu', description: undefined } };
export const DrawerFromEnd: Story = { args: { defaultOpen: true, placement: 'end', title: 'Template settings', description: undefined } };
export const RightToLeft: Story = { args: { defaultOpen: true, placement: 'start' }, globals: { dir: 'rtl' } };
export const Dark: Story = { args: { defaultOpen: true }, globals: { colorMode: 'dark' } };
