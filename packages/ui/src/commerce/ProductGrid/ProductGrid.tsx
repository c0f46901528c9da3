import { INFINITE_SCROLL_DELAY_MS, PAGE_SIZE, type Product, pagesShowing, paginate } from '@storefront/api-client';
import { type HTMLAttributes, useEffect } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { useIsomorphicLayoutEffect } from '../../shared/useIsomorphicLayoutEffect';
import type { ProductLayout } from '../CollectionToolbar';
import { NARROW_MOST, type PerRow } from '../perRow';
import { NoProducts } from '../NoProducts';
import { ProductBox, type ProductBoxProps, ProductBoxSkeleton } from '../ProductBox';
import { useInfiniteScroll } from './useInfiniteScroll';
import { atLeast } from '../../theme/media';

export interface ProductGridProps
  extends Pick<ProductBoxProps, 'preferredColor' | 'onAddToCart' | 'onAddToWishlist' | 'onAddToCompare' | 'onQuickView'>,
    HTMLAttributes<HTMLElement> {
  /** The collection's products, already filtered and sorted: all of them, or the first `total` loaded so far. */
  products: readonly Product[];
  /**
   * How many products the collection holds when `products` are only the first of them (a list
   * the server sends page by page). The grid then scrolls on to `total`, asking for more with
   * `onNeedMore` one page ahead of what it shows.
   */
  total?: number;
  /** Called when the products given would not fill the next page to show: load more of them. */
  onNeedMore?: () => void;
  productHref: (product: Product) => string;
  layout?: ProductLayout;
  /** Columns on wide screens (2, 3, 4 or 6); fewer on narrow ones. */
  perRow?: PerRow;
  /** The wait before the next 5 appear (ms); the spec's 3 s by default. */
  delay?: number;
  /** Starts again at the first 5 (or `initialShown`) when this changes (pass the filters and sort). */
  resetKey?: unknown;
  /**
   * How many products to show at first, in whole pages of 5; the first 5 by default. Read when the
   * grid mounts and when `resetKey` changes: pass a count `onShownChange` reported to draw the list
   * again as the shopper left it (on the way back to its page).
   */
  initialShown?: number;
  /** Reports how many products are shown ('Showing Products 1-N Result'). */
  onShownChange?: (shown: number) => void;
  isInWishlist?: (product: Product) => boolean;
  isInCompare?: (product: Product) => boolean;
  loading?: boolean;
  /** A load failure: shows the message and, with onRetry, a retry button. */
  error?: boolean;
  onRetry?: () => void;
  /** Where the empty result's 'continue shopping' goes; home by default. */
  continueHref?: string;
}

const List = styled.ul`
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(var(--cols-base), minmax(0, 1fr));
  @media ${atLeast('sm')} { grid-template-columns: repeat(var(--cols-sm), minmax(0, 1fr)); }
  @media ${atLeast('lg')} { grid-template-columns: repeat(var(--cols-lg), minmax(0, 1fr)); }
  &[data-layout='list'] { grid-template-columns: 1fr; }
`;

const End = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-2);
  padding-block: var(--space-5);
  color: var(--text-muted);
  text-align: center;
  p { margin: 0; }
  [role='alert'] { color: var(--danger); }
`;

const columns = (perRow: PerRow) => ({
  '--cols-base': Math.min(2, perRow),
  '--cols-sm': Math.min(NARROW_MOST, perRow),
  '--cols-lg': perRow,
});

/**
 * The collection's products, 5 at first and 5 more each time the end of the list comes into
 * view (after `delay`), then 'Yay! You have seen it all'. Empty, it shows the empty result.
 */
export function ProductGrid({
  products,
  total,
  onNeedMore,
  productHref,
  preferredColor,
  layout = 'grid',
  perRow = 4,
  delay = INFINITE_SCROLL_DELAY_MS,
  resetKey = null,
  initialShown = PAGE_SIZE,
  onShownChange,
  isInWishlist,
  isInCompare,
  loading = false,
  error = false,
  onRetry,
  continueHref = '/',
  onAddToCart,
  onAddToWishlist,
  onAddToCompare,
  onQuickView,
  ...rest
}: ProductGridProps) {
  const actions = { onAddToCart, onAddToWishlist, onAddToCompare, onQuickView };
  const t = useT();
  const count = total ?? products.length;
  const { pages, more, waiting, sentinelRef } = useInfiniteScroll(count, delay, resetKey, pagesShowing(initialShown));
  const visible = paginate(products, pages);
  const shown = loading || error ? 0 : visible.length;
  // Still arriving: the products of the page the shopper scrolled to.
  const arriving = !loading && !error && visible.length < Math.min(pages * PAGE_SIZE, count);
  const runningShort = !loading && !error && products.length < Math.min((pages + 1) * PAGE_SIZE, count);
  useEffect(() => {
    if (runningShort) onNeedMore?.();
  }, [runningShort, onNeedMore]);
  // Before the browser paints: a count shown beside the grid never lags behind the products.
  useIsomorphicLayoutEffect(() => onShownChange?.(shown), [shown, onShownChange]);

  if (error) {
    return (
      <End {...rest}>
        <p role="alert">{t('collection.loadError')}</p>
        {onRetry && <Button onClick={onRetry}>{t('collection.retry')}</Button>}
      </End>
    );
  }
  if (loading) {
    return (
      <List {...rest} data-layout={layout} style={columns(perRow)} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i}>
            <ProductBoxSkeleton layout={layout} />
          </li>
        ))}
      </List>
    );
  }
  if (count === 0) return <NoProducts continueHref={continueHref} {...rest} />;
  return (
    <div {...rest}>
      <List data-layout={layout} style={columns(perRow)} aria-label={t('collection.products')}>
        {visible.map((product, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the catalogue repeats some ids (the spec's id 52), so the position keeps keys unique
          <li key={`${product.id}-${index}`}>
            <ProductBox
              product={product}
              href={productHref(product)}
              preferredColor={preferredColor}
              layout={layout}
              inWishlist={isInWishlist?.(product)}
              inCompare={isInCompare?.(product)}
              priority={index < 4}
              {...actions}
            />
          </li>
        ))}
      </List>
      <End ref={more ? sentinelRef : undefined} data-sentinel="">
        {more || arriving ? (
          (waiting || arriving) && (
            <>
              <Spinner decorative />
              <p role="status">{t('collection.loadingMore')}</p>
            </>
          )
        ) : (
          <p role="status">{t('collection.seenAll')}</p>
        )}
      </End>
    </div>
  );
}
