import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { sampleProduct } from '../storyData';
import { userEvent } from '../testUser';
import { ProductDetail, productLayouts } from './ProductDetail';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('ProductDetail', () => {
  it('covers the ten product routes with one component', () => {
    expect(productLayouts).toHaveLength(10);
  });

  it('switches the gallery to the pictures of the chosen colour', { timeout: 20_000 }, async () => {
    render(
      <ThemeRoot>
        <ProductDetail product={sampleProduct} />
      </ThemeRoot>,
    );
    expect(screen.getByAltText(`${sampleProduct.name}, picture 1`).getAttribute('src')).toContain('orange-1');
    await userEvent.click(screen.getByLabelText('red'));
    expect(screen.getByAltText(`${sampleProduct.name}, picture 1`).getAttribute('src')).toContain('red-1');
  });

  it("opens on the preferred colour when the product comes in it, else on the first in stock", () => {
    const { unmount } = render(
      <ThemeRoot>
        <ProductDetail product={sampleProduct} preferredColor="red" />
      </ThemeRoot>,
    );
    expect(screen.getByLabelText('red')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByAltText(`${sampleProduct.name}, picture 1`).getAttribute('src')).toContain('red-1');
    unmount();
    render(
      <ThemeRoot>
        <ProductDetail product={sampleProduct} preferredColor="teal" />
      </ThemeRoot>,
    );
    expect(screen.getByLabelText('orange')).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells the colour the shopper picks', async () => {
    const onColorChange = vi.fn();
    render(
      <ThemeRoot>
        <ProductDetail product={sampleProduct} onColorChange={onColorChange} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByLabelText('red'));
    expect(onColorChange.mock.calls).toEqual([['red']]);
  });

  it("shows the 'Images' gallery only for the fetched variant", () => {
    render(
      <ThemeRoot>
        <ProductDetail product={sampleProduct} showImages />
      </ThemeRoot>,
    );
    expect(screen.getByText('Images').tagName).toBe('H2');
  });

  it("switches the 'Images' gallery to the chosen colour too", async () => {
    render(
      <ThemeRoot>
        <ProductDetail product={sampleProduct} showImages />
      </ThemeRoot>,
    );
    const gallery = screen.getByRole('region', { name: 'Images' });
    const sources = () => [...gallery.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(sources().every((src) => src.includes('orange-'))).toBe(true);
    await userEvent.click(screen.getByLabelText('red'));
    expect(sources().length).toBeGreaterThan(0);
    expect(sources().every((src) => src.includes('red-'))).toBe(true);
  });

  it('shows the sidebar in the sidebar layouts only', () => {
    const { rerender, container } = render(
      <ThemeRoot>
        <ProductDetail product={sampleProduct} layout="left-sidebar" sidebar={<p>side</p>} />
      </ThemeRoot>,
    );
    expect(within(container).getByText('side')).toBeInTheDocument();
    rerender(
      <ThemeRoot>
        <ProductDetail product={sampleProduct} layout="no-sidebar" sidebar={<p>side</p>} />
      </ThemeRoot>,
    );
    expect(within(container).queryByText('side')).toBeNull();
  });

  it('puts the sections in an accordion instead of tabs in the accordian layout', () => {
    const { container } = render(
      <ThemeRoot>
        <ProductDetail product={sampleProduct} layout="accordian" />
      </ThemeRoot>,
    );
    expect(container.querySelector('[role="tablist"]')).toBeNull();
    expect(screen.getByText('Write Review').closest('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the empty result when there is no product', () => {
    render(
      <ThemeRoot>
        <ProductDetail product={null} />
      </ThemeRoot>,
    );
    expect(screen.getByText("Sorry! Couldn't find the product you were looking For!!!")).toBeInTheDocument();
  });
});
