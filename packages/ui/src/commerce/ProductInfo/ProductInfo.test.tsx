import { render, screen } from '@testing-library/react';
import { userEvent } from '../testUser';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { sampleProduct } from '../storyData';
import { timeLeft } from './Countdown';
import { ProductInfo } from './ProductInfo';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const product = { ...sampleProduct, stock: 2 };

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
    expect(onAddToCart).toHaveBeenCalledWith(product, 2, { color: 'orange', size: 'M' });
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
        <ProductInfo product={{ ...product, stock: 0 }} onAddToCart={vi.fn()} onBuyNow={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('button', { name: 'add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'buy now' })).toBeDisabled();
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
