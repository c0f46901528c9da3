import { render, screen } from '@testing-library/react';
import { userEvent } from '../testUser';
import { describe, expect, it, vi } from 'vitest';
import { resolveResponsive } from '../../primitives/Carousel/useResponsiveValue';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { sampleProducts } from '../storyData';
import { CompareCarousel, compareSlidesPerView } from './CompareCarousel';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('CompareCarousel', () => {
  it("says 'Compare List is Empty' when nothing is compared", () => {
    render(
      <ThemeRoot>
        <CompareCarousel items={[]} productHref={() => '/'} onAddToCart={vi.fn()} onRemove={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { name: 'Compare List is Empty' })).toBeInTheDocument();
  });

  it.each([
    [1300, 4],
    [1200, 4],
    [1199, 3],
    [991, 3],
    [990, 2],
    [586, 2],
    [585, 1],
    [320, 1],
  ])('shows %ipx wide screens %i cards per view', (width, cards) => {
    expect(resolveResponsive(compareSlidesPerView, (min) => width >= min)).toBe(cards);
  });

  it('shows brand, size and colour of each card and removes by id', async () => {
    const product = sampleProducts[0];
    if (!product) throw new Error('no sample product');
    const onRemove = vi.fn();
    render(
      <ThemeRoot>
        <CompareCarousel items={[product]} productHref={() => '/'} onAddToCart={vi.fn()} onRemove={onRemove} />
      </ThemeRoot>,
    );
    expect(screen.getByText(product.tags.join(', '))).toBeInTheDocument();
    expect(screen.getByText(product.size.join(', '))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${product.name} from compare` }));
    expect(onRemove).toHaveBeenCalledWith(product.id);
  });
});
