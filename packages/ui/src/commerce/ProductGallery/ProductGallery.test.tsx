import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '../testUser';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { ProductGallery } from './ProductGallery';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const pictures = ['/a.svg', '/b.svg', '/c.svg'];

describe('ProductGallery', () => {
  it('wraps from the last picture to the first with next', async () => {
    render(
      <ThemeRoot>
        <ProductGallery name="Suit" pictures={pictures} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('img', { name: 'Suit, picture 1' })).toHaveAttribute('src', '/a.svg');
  });

  it('starts again at the first picture when the pictures change (another colour)', async () => {
    const { rerender } = render(
      <ThemeRoot>
        <ProductGallery name="Suit" pictures={pictures} vertical />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    rerender(
      <ThemeRoot>
        <ProductGallery name="Suit" pictures={['/red1.svg', '/red2.svg']} vertical />
      </ThemeRoot>,
    );
    expect(screen.getByRole('img', { name: 'Suit, picture 1' })).toHaveAttribute('src', '/red1.svg');
  });

  it('opens the pictures full screen at the one shown, with next, previous, the arrow keys (mirrored right to left) and zoom', async () => {
    render(
      <ThemeRoot>
        <ProductGallery name="Suit" pictures={pictures} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom into Suit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suit, picture 2' });
    const shown = () => within(dialog).getByRole('img');
    expect(shown()).toHaveAttribute('src', '/b.svg');
    expect(within(dialog).getByText('Picture 2 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(shown().style.transform).toBe('translate(0px, 0px) scale(1.5)');
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    fireEvent.doubleClick(shown().parentElement as HTMLElement);
    expect(shown().style.transform).toBe('translate(0px, 0px) scale(1)');
    fireEvent.keyDown(shown(), { key: 'ArrowRight' });
    expect(shown()).toHaveAttribute('src', '/c.svg');
    fireEvent.keyDown(shown(), { key: 'ArrowRight' });
    expect(shown()).toHaveAttribute('src', '/a.svg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(shown()).toHaveAttribute('src', '/c.svg');
  });

  it('goes forward with the left arrow key in a right-to-left page', async () => {
    render(
      <ThemeRoot dir="rtl">
        <ProductGallery name="Suit" pictures={pictures} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zoom into Suit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suit, picture 1' });
    fireEvent.keyDown(within(dialog).getByRole('img'), { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/b.svg');
  });

  it("shows the 'Images' gallery only when images are given", () => {
    render(
      <ThemeRoot>
        <ProductGallery name="Suit" pictures={pictures} />
      </ThemeRoot>,
    );
    expect(screen.queryByRole('heading', { name: 'Images' })).toBeNull();
  });
});
