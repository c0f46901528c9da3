import { render, screen, within } from '@testing-library/react';
import { userEvent } from '../testUser';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { sampleProduct } from '../storyData';
import { QuickView } from './QuickView';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('QuickView', () => {
  it('renders nothing while no product is chosen', () => {
    render(
      <ThemeRoot>
        <QuickView product={null} onOpenChange={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("switches the pictures to the chosen colour's", async () => {
    render(
      <ThemeRoot>
        <QuickView product={sampleProduct} onOpenChange={vi.fn()} />
      </ThemeRoot>,
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('red'));
    expect(within(dialog).getByAltText(`${sampleProduct.name}, picture 1`).getAttribute('src')).toContain('red-1');
  });

  it('opens on the preferred colour (a list narrowed to it)', () => {
    render(
      <ThemeRoot>
        <QuickView product={sampleProduct} preferredColor="red" onOpenChange={vi.fn()} />
      </ThemeRoot>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('red')).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByAltText(`${sampleProduct.name}, picture 1`).getAttribute('src')).toContain('red-1');
  });

  it('is labelled by its visible product heading, so the name is announced once', () => {
    render(
      <ThemeRoot>
        <QuickView product={sampleProduct} onOpenChange={vi.fn()} />
      </ThemeRoot>,
    );
    const dialog = screen.getByRole('dialog', { name: sampleProduct.name });
    const heading = within(dialog).getByRole('heading', { level: 2, name: sampleProduct.name });
    expect(dialog).toHaveAttribute('aria-labelledby', heading.id);
    expect(heading).toBeVisible();
    expect(heading).not.toHaveClass('sf-visually-hidden');
    expect(within(dialog).getAllByText(sampleProduct.name)).toHaveLength(1);
  });

  it("opens without Radix's missing title or description warnings", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      render(
        <ThemeRoot>
          <QuickView product={sampleProduct} onOpenChange={vi.fn()} />
        </ThemeRoot>,
      );
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      const messages = [...error.mock.calls, ...warn.mock.calls].map((call) => call.map(String).join(' '));
      expect(messages.filter((message) => /DialogTitle|DialogContent|aria-describedby/.test(message))).toEqual([]);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });

  it('asks to close when Escape is pressed', async () => {
    const onOpenChange = vi.fn();
    render(
      <ThemeRoot>
        <QuickView product={sampleProduct} onOpenChange={onOpenChange} />
      </ThemeRoot>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
