import { render, screen } from '@testing-library/react';
import { userEvent } from '../testUser';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { sampleProduct } from '../storyData';
import { WishlistTable } from './WishlistTable';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('WishlistTable', () => {
  it("says 'WhishList is Empty', spelled as the spec spells it, when there is nothing", () => {
    render(
      <ThemeRoot>
        <WishlistTable items={[]} productHref={() => '/'} onRemove={vi.fn()} onMoveToCart={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { name: 'WhishList is Empty' })).toBeInTheDocument();
  });

  it('moves a product to the cart and removes another by id', async () => {
    const onRemove = vi.fn();
    const onMoveToCart = vi.fn();
    render(
      <ThemeRoot>
        <WishlistTable items={[sampleProduct]} productHref={() => '/'} onRemove={onRemove} onMoveToCart={onMoveToCart} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: `Move ${sampleProduct.name} to cart` }));
    await userEvent.click(screen.getByRole('button', { name: `Remove ${sampleProduct.name} from wishlist` }));
    expect(onMoveToCart).toHaveBeenCalledWith(sampleProduct);
    expect(onRemove).toHaveBeenCalledWith(sampleProduct.id);
  });

  it("shows 'Out of Stock !' as the availability of a sold-out product and cannot move it", () => {
    render(
      <ThemeRoot>
        <WishlistTable items={[{ ...sampleProduct, stock: 0 }]} productHref={() => '/'} onRemove={vi.fn()} onMoveToCart={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.getByText('Out of Stock !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Move ${sampleProduct.name} to cart` })).toBeDisabled();
  });
});
