import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Button } from '../Button';
import { Dialog } from './index';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <ThemeRoot theme="color5" colorMode="dark" dir="rtl">
      <Dialog.Root onOpenChange={onOpenChange}>
        <Dialog.Trigger>
          <Button>Open</Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Quick view</Dialog.Title>
            <Dialog.Description>Cotton night suit, pink</Dialog.Description>
          </Dialog.Header>
          <button type="button">First</button>
          <button type="button">Second</button>
          <Dialog.Footer>
            <Dialog.Close>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </ThemeRoot>
  );
}

/** A dialog opened by a button of the page, not by a trigger of its own (the quick view's case). */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Quick view
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Product</Dialog.Title>
          </Dialog.Header>
          <button type="button">Inside</button>
          <input aria-label="Search" data-autofocus="" />
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

/** Rows whose button opens a dialog that takes the row away (the wishlist's move to cart after choosing a size). */
function RowsWithDialog() {
  const [rows, setRows] = useState(['Kurti', 'Leggings']);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ul data-rows="">
        {rows.map((row) => (
          <li key={row}>
            <button type="button" data-row-action="move" onClick={() => setOpen(row)}>
              Move {row}
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <Dialog.Content>
          <Dialog.Title>Choose a size</Dialog.Title>
          <button
            type="button"
            onClick={() => {
              setRows((left) => left.filter((row) => row !== open));
              setOpen(null);
            }}
          >
            Add to cart
          </button>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, keeps focus inside, and returns focus to the trigger on Escape', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Quick view' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAccessibleDescription('Cotton night suit, pink');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button or a Close part, and reports each change', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('carries the theme, mode and direction of its ThemeRoot into the portal', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const themed = screen.getByRole('dialog').closest('[data-theme]');
    expect([themed?.getAttribute('data-theme'), themed?.getAttribute('data-color-mode'), themed?.getAttribute('dir')]).toEqual([
      'color5',
      'dark',
      'rtl',
    ]);
  });

  it('focuses the element marked data-autofocus, and gives the focus back to what opened a dialog without a trigger', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Quick view' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Product' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it("gives the focus to the row that took the opener's place when the opener's row went while it was open", async () => {
    render(
      <ThemeRoot>
        <RowsWithDialog />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move Kurti' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Move Leggings' })).toHaveFocus();
  });

  it('keeps a title for screen readers only when asked, and takes a heading of its own as the title', async () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title visuallyHidden className="own">
              Search
            </Dialog.Title>
          </Dialog.Header>
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search' })).toHaveClass('sf-visually-hidden', 'own');
  });

  it('names the dialog after a heading of its own with asChild', () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content>
          <Dialog.Title asChild>
            <h3>Night suit</h3>
          </Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Night suit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Night suit' })).toBeInTheDocument();
  });
});
