import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <ThemeRoot theme="color5" colorMode="dark" dir="rtl">
      <Dialog title="Quick view" trigger={<Button>Open</Button>} onOpenChange={onOpenChange}>
        <button type="button">First</button>
        <button type="button">Second</button>
      </Dialog>
    </ThemeRoot>
  );
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Quick view
      </button>
      <Dialog title="Product" open={open} onOpenChange={setOpen}>
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, keeps focus inside, and returns focus on Escape', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Quick view' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button and reports the change', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
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

  it('loads its surface on demand the first time it opens, then returns focus to the opener', async () => {
    vi.resetModules(); // a Dialog module whose surface has not been preloaded
    const { Dialog: FreshDialog } = await import('./Dialog');
    render(
      <FreshDialog title="Size guide" trigger={<button type="button">Open the size guide</button>}>
        <p>Measure your chest</p>
      </FreshDialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Open the size guide' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Size guide' })).toHaveTextContent('Measure your chest');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('returns focus to what opened a dialog that has no trigger of its own', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Quick view' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Product' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
