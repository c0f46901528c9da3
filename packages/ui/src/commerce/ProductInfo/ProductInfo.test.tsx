import { act, render, screen } from '@testing-library/react';
import { userEvent } from '../testUser';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { partlySoldOutProduct, sampleProduct, sizedProduct, withStock } from '../storyData';
import { timeLeft } from './Countdown';
import { ProductInfo } from './ProductInfo';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

/** One size and colour with 2 pieces. */
const product = withStock(sampleProduct, 2);
const only = product.variants[0];

describe('ProductInfo', () => {
  it("shows 'Out of Stock !' when plus is pressed at the stock, and keeps the quantity there", async () => {
    const onAddToCart = vi.fn();
    render(
      <ThemeRoot>
        <ProductInfo product={product} onAddToCart={onAddToCart} />
      </ThemeRoot>,
    );
    const plus = screen.getByLabelText('Increase quantity');
    await userEvent.click(plus);
    expect(screen.getByRole('status')).toHaveTextContent('InStock');
    await userEvent.click(plus);
    expect(screen.getByRole('status')).toHaveTextContent('Out of Stock !');
    await userEvent.click(screen.getByText('add to cart'));
    expect(onAddToCart).toHaveBeenCalledWith(product, 2, { color: only?.color, size: only?.size, sku: only?.sku });
  });

  it('chooses no size when there is a choice: add to cart then says "Please choose a size", focuses the sizes and adds nothing', async () => {
    const onAddToCart = vi.fn();
    render(
      <ThemeRoot>
        <ProductInfo product={sizedProduct} onAddToCart={onAddToCart} />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'add to cart' }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose a size')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription('Please choose a size');
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.queryByText('Please choose a size')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'pink' }));
    await userEvent.click(screen.getByRole('button', { name: 'add to cart' }));
    const pinkL = sizedProduct.variants.find((v) => v.color === 'pink' && v.size === 'L');
    expect(onAddToCart).toHaveBeenCalledWith(sizedProduct, 1, { color: 'pink', size: 'L', sku: pinkL?.sku });
  });

  it('opens on the size a list was narrowed to when the product is sold in it', () => {
    const { unmount } = render(
      <ThemeRoot>
        <ProductInfo product={sizedProduct} openingSize="L" />
      </ThemeRoot>,
    );
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    unmount();
    render(
      <ThemeRoot>
        <ProductInfo product={sizedProduct} openingSize="3XL" />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });

  it('shows sold-out sizes and colours as such and does not let them be chosen', async () => {
    render(
      <ThemeRoot>
        <ProductInfo product={partlySoldOutProduct} onAddToCart={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('radio', { name: 'XL, sold out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'M' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'green, sold out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'pink' })).toBeEnabled();
  });

  it("limits the quantity to the chosen size's stock", async () => {
    const lowL = { ...sizedProduct, variants: sizedProduct.variants.map((v) => (v.size === 'L' ? { ...v, stock: 2 } : { ...v, stock: 9 })) };
    const onAddToCart = vi.fn();
    render(
      <ThemeRoot>
        <ProductInfo product={lowL} onAddToCart={onAddToCart} />
      </ThemeRoot>,
    );
    const box = screen.getByRole('spinbutton');
    await userEvent.tripleClick(box);
    await userEvent.keyboard('5');
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(box).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'add to cart' }));
    expect(onAddToCart.mock.calls[0]?.[1]).toBe(2);
  });

  it('opens both catalogue downloads in a new tab without handing over the opener', () => {
    render(
      <ThemeRoot>
        <ProductInfo product={product} catalogUrl="/api/v1/pdf/1" catalogImagesUrl="/api/v1/zip/1" />
      </ThemeRoot>,
    );
    for (const name of [/^Download Catalog \(/, /^Download Catalog Images/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('lists type, design number, the fabric Chiffon and availability', () => {
    render(
      <ThemeRoot>
        <ProductInfo product={product} />
      </ThemeRoot>,
    );
    expect(screen.getByText(product.design_no)).toBeInTheDocument();
    expect(screen.getByText('Chiffon')).toBeInTheDocument();
  });

  it('disables add to cart and buy now when the product is sold out', () => {
    render(
      <ThemeRoot>
        <ProductInfo product={withStock(product, 0)} onAddToCart={vi.fn()} onBuyNow={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('button', { name: 'add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'buy now' })).toBeDisabled();
  });
});

describe('ProductInfo below the two-column page', () => {
  it('offers add to cart at the foot of the screen once the page\'s own button has scrolled away', async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const onAddToCart = vi.fn();
    try {
      render(
        <ThemeRoot>
          <ProductInfo product={sizedProduct} onAddToCart={onAddToCart} />
        </ThemeRoot>,
      );
      // jsdom's window is 1024 px wide, where the two-column page hides the bar: it is found by its markup.
      const bar = () => document.querySelector<HTMLButtonElement>('[data-sticky-add] button');
      expect(bar()).toBeNull();
      act(() => report([{ isIntersecting: false, boundingClientRect: { top: -200 } as DOMRectReadOnly }]));
      const sticky = bar();
      if (!sticky) throw new Error('no sticky add to cart');
      expect(sticky.textContent).toBe(`add to cart – ${sizedProduct.name}`);
      // It asks for a size like the page's button: nothing is added before one is chosen.
      await userEvent.click(sticky);
      expect(onAddToCart).not.toHaveBeenCalled();
      expect(screen.getByText('Please choose a size')).toBeInTheDocument();
      // Scrolled back up to the buttons, the bar goes.
      act(() => report([{ isIntersecting: true, boundingClientRect: { top: 300 } as DOMRectReadOnly }]));
      expect(bar()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });
  it('stops at zero once the offer has ended', () => {
    expect(timeLeft(0, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
