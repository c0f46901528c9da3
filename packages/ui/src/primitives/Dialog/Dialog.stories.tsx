import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './index';

interface DialogStoryArgs extends Pick<Dialog.ContentProps, 'size' | 'placement'> {
  /** Dialog.Root's `defaultOpen`. */
  defaultOpen?: boolean;
  /** Dialog.Title's text. */
  title: string;
  /** Dialog.Description's text; no description when empty. */
  description?: string;
  /** Lines of a list under the field, more than a screen holds at 40. */
  lines?: number;
}

/** Every part in place: Root, Trigger, Content, Header with Title and Description, Footer with Close. */
function DialogStory({ defaultOpen, title, description, lines = 0, ...content }: DialogStoryArgs) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger>
        <Button>Open dialog</Button>
      </Dialog.Trigger>
      <Dialog.Content {...content}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description && <Dialog.Description>{description}</Dialog.Description>}
        </Dialog.Header>
        <TextField label="Your email" />
        {lines > 0 && (
          <ul>
            {Array.from({ length: lines }, (_, i) => i + 1).map((size) => (
              <li key={size}>
                Size {size}: chest {78 + 2 * size} cm
              </li>
            ))}
          </ul>
        )}
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="outline">Cancel</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: DialogStory,
  args: { title: 'Quick view', description: 'Cotton night suit, pink', size: 'md', placement: 'center' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] },
    placement: { control: 'inline-radio', options: ['center', 'start', 'end', 'top'] },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof DialogStory>;

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

/**
 * More than fits on the screen: the panel scrolls between its header and its footer, which stay
 * in view over what scrolls under them. Shown scrolled half way.
 */
export const LongContent: Story = {
  args: { defaultOpen: true, placement: 'start', title: 'Size guide', description: undefined, lines: 40 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    dialog.scrollTop = (dialog.scrollHeight - dialog.clientHeight) / 2;
    await expect(dialog.scrollTop).toBeGreaterThan(0);
    // Measured once the drawer has come in: its entrance slides it in from off the screen.
    await waitFor(() => {
      const panel = dialog.getBoundingClientRect();
      for (const name of ['Close', 'Cancel']) {
        const button = within(dialog).getByRole('button', { name });
        const box = button.getBoundingClientRect();
        expect([box.top >= panel.top, box.bottom <= panel.bottom]).toEqual([true, true]);
        // Drawn over the lines scrolled under it, so a tap reaches it.
        expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button')).toBe(button);
      }
    });
  },
};

/**
 * Opened by a button of the page rather than a trigger of its own (the product box's quick-view
 * button): `open` and `onOpenChange` on Root; on close the focus goes back to that button. A title
 * for screen readers only, and the search box marked `data-autofocus` takes the focus on opening.
 */
export const OpenedFromElsewhere: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Search
        </Button>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Content placement="top" size="full">
            <Dialog.Header>
              <Dialog.Title visuallyHidden>Search</Dialog.Title>
            </Dialog.Header>
            <TextField label="Search a Product" hideLabel type="search" placeholder="Search a Product" data-autofocus="" />
          </Dialog.Content>
        </Dialog.Root>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Search' });
    await expect(screen.getByRole('searchbox', { name: 'Search a Product' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};
