import { render, screen } from '@testing-library/react';
import { userEvent } from '../testUser';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { sampleProduct, withStock } from '../storyData';
import { ProductBox } from './ProductBox';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

/** Sold in one size and colour, so its cart button adds it at once. */
const product = withStock({ ...sampleProduct, price: 200, discount: 50, new: true, sale: true }, 3);

function renderBox(props: Partial<Parameters<typeof ProductBox>[0]> = {}) {
  return render(
    <ThemeRoot>
      <ProductBox product={product} href="/product/1" {...props} />
    </ThemeRoot>,
  );
}

describe('ProductBox', () => {
  it('shows the payable price with the original struck out', () => {
    const { container } = renderBox();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(container.querySelector('del')?.textContent).toContain('$200.00');
  });

  it('shows the new and sale badges only when the product says so', () => {
    renderBox();
    expect(screen.getByText('new')).toBeInTheDocument();
    expect(screen.getByText('sale')).toBeInTheDocument();
  });

  it('hides the badges of a product that is neither new nor on sale', () => {
    render(
      <ThemeRoot>
        <ProductBox product={{ ...product, new: false, sale: false, discount: 100 }} href="/product/1" />
      </ThemeRoot>,
    );
    expect(screen.queryByText('new')).toBeNull();
    expect(screen.queryByText('sale')).toBeNull();
  });

  it('shows the sale badge whenever the shopper pays less than the list price, whatever the data\'s flag', () => {
    render(
      <ThemeRoot>
        <ProductBox product={{ ...product, new: false, sale: false, discount: 80 }} href="/product/1" />
      </ThemeRoot>,
    );
    expect(screen.getByText('sale')).toBeInTheDocument();
  });

  it('puts the second picture behind the first for the hover swap', () => {
    const { container } = renderBox();
    const images = container.querySelectorAll('img');
    expect(images[0]?.getAttribute('src')).toBe(product.pictures[0]);
    expect(images[1]?.getAttribute('src')).toBe(product.pictures[1]);
    expect(images[1]).toHaveAttribute('data-second');
  });

  it("shows the preferred colour's pictures when the product comes in it", () => {
    const pictureOf = (preferredColor: string) => renderBox({ product: sampleProduct, preferredColor }).container.querySelector('img')?.getAttribute('src');
    expect(pictureOf('red')).toContain('red-1');
    expect(pictureOf('teal')).toBe(sampleProduct.pictures[0]);
  });

  it('links the name to the detail page', () => {
    renderBox();
    expect(screen.getByRole('link', { name: product.name })).toHaveAttribute('href', '/product/1');
  });

  it('hands the product to each action callback', async () => {
    const onAddToCart = vi.fn();
    const onQuickView = vi.fn();
    renderBox({ onAddToCart, onQuickView });
    await userEvent.click(screen.getByRole('button', { name: `Add ${product.name} to cart` }));
    await userEvent.click(screen.getByRole('button', { name: `Quick view of ${product.name}` }));
    expect(onAddToCart).toHaveBeenCalledWith(product);
    expect(onQuickView).toHaveBeenCalledWith(product);
  });

  it('disables add to cart and shows a "sold out" badge when no size or colour is left', () => {
    renderBox({ product: withStock(product, 0), onAddToCart: vi.fn(), onQuickView: vi.fn() });
    expect(screen.getByRole('button', { name: `Add ${product.name} to cart` })).toBeDisabled();
    expect(screen.getByText('sold out')).toBeInTheDocument();
  });

  it('opens the choice instead of adding blind when the product comes in several sizes', async () => {
    const onAddToCart = vi.fn();
    const onQuickView = vi.fn();
    const sized = { ...sampleProduct, stock: 5 };
    renderBox({ product: sized, onAddToCart, onQuickView });
    expect(screen.queryByRole('button', { name: `Add ${sized.name} to cart` })).toBeNull();
    expect(screen.queryByText('sold out')).toBeNull();
    const choose = screen.getByRole('button', { name: `Choose a size of ${sized.name}` });
    expect(choose).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(choose);
    expect(onQuickView).toHaveBeenCalledWith(sized);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('marks the wishlist button pressed when the product is in the wishlist', () => {
    renderBox({ inWishlist: true, onAddToWishlist: vi.fn() });
    expect(screen.getByRole('button', { name: `${product.name} is in your wishlist` })).toHaveAttribute('aria-pressed', 'true');
  });
});
