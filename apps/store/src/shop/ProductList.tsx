import type { Product } from '@storefront/api-client';
import { currencyAtom } from '@storefront/state';
import { Grid, ProductBox, QuickView } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { productHref, useProductActions } from './useProductActions';

export interface ProductListProps {
  products: readonly Product[];
  layout?: 'grid' | 'list';
  /** Products per row on wide screens. */
  perRow?: 2 | 3 | 4 | 6;
  /** Eager-load the first pictures (above the fold). */
  priority?: number;
}

/** Product boxes wired to the cart, wishlist, compare and a shared quick view. */
export function ProductList({ products, layout = 'grid', perRow = 4, priority = 0 }: ProductListProps) {
  const symbol = useAtomValue(currencyAtom);
  const actions = useProductActions();
  const [quickView, setQuickView] = useState<Product | null>(null);
  return (
    <>
      <Grid as="ul" columns={layout === 'list' ? 1 : { base: 2, md: Math.min(perRow, 3), lg: perRow }} gap="md">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductBox
              product={product}
              href={productHref(product)}
              layout={layout}
              symbol={symbol}
              inWishlist={actions.inWishlist(product)}
              inCompare={actions.inCompare(product)}
              onAddToCart={actions.onAddToCart}
              onAddToWishlist={actions.onAddToWishlist}
              onAddToCompare={actions.onAddToCompare}
              onQuickView={setQuickView}
              priority={index < priority}
            />
          </li>
        ))}
      </Grid>
      <QuickView
        product={quickView}
        onOpenChange={(open) => !open && setQuickView(null)}
        detailHref={quickView ? productHref(quickView) : undefined}
        symbol={symbol}
        onAddToCart={(product, qty) => actions.onAddToCart(product, qty)}
      />
    </>
  );
}
