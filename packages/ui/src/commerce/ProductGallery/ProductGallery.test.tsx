import { render, screen } from '@testing-library/react';
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

  it("shows the 'Images' gallery only when images are given", () => {
    render(
      <ThemeRoot>
        <ProductGallery name="Suit" pictures={pictures} />
      </ThemeRoot>,
    );
    expect(screen.queryByRole('heading', { name: 'Images' })).toBeNull();
  });
});
