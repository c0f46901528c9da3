import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { sampleProducts } from '../storyData';
import { ProductSlider } from './ProductSlider';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const href = (p: { id: number }) => `/product/${p.id}`;

describe('ProductSlider', () => {
  it('shows at most 8 products in a home section', () => {
    render(
      <ThemeRoot>
        <ProductSlider title="top products" products={sampleProducts.slice(0, 12)} productHref={href} autoplay={0} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('groups the side slider three products to a slide', () => {
    render(
      <ThemeRoot>
        <ProductSlider title="new product" variant="side" products={sampleProducts.slice(0, 7)} productHref={href} autoplay={0} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('group', { name: /^Slide \d of 3$/ })).toHaveLength(3);
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });

  it('renders nothing when there are no products', () => {
    const { container } = render(
      <ThemeRoot>
        <ProductSlider title="top products" products={[]} productHref={href} />
      </ThemeRoot>,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
