import { isOnSale, isSoldOut, type Product } from '@storefront/api-client';
import { type HTMLAttributes, lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Badge } from '../../primitives/Badge';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { Price } from '../../primitives/Price';
import { Rating } from '../../primitives/Rating';
import { Skeleton } from '../../primitives/Skeleton';
import { needsChoice, priceOf, productPictures } from '../productView';

// Only the list layout shows the description, and its sanitiser (DOMPurify) is not
// needed to draw a grid of products: it loads with the first list view.
const ProductDescription = lazy(() =>
  import('../ProductDescription/ProductDescription').then((module) => ({ default: module.ProductDescription })),
);

export interface ProductBoxProps extends HTMLAttributes<HTMLElement> {
  product: Product;
  /** The product's detail page, e.g. `/left-sidebar/product/12`. */
  href: string;
  /** The colour the list is narrowed to: the product shows that colour's pictures when it has them. */
  preferredColor?: string | null;
  /** grid (a card, the default) or list (a row with the short description). */
  layout?: 'grid' | 'list';
  /** Marks the wishlist and compare buttons as pressed. */
  inWishlist?: boolean;
  inCompare?: boolean;
  /**
   * Each action's button is shown only when its callback is given. A product sold in several sizes
   * or colours is not added blind: its cart button opens the quick view to choose (and is left out
   * without `onQuickView`).
   */
  onAddToCart?: (product: Product) => void;
  onAddToWishlist?: (product: Product) => void;
  onAddToCompare?: (product: Product) => void;
  onQuickView?: (product: Product) => void;
  /** The heading level of the product name; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Eager-load the picture (products above the fold). */
  priority?: boolean;
}

const Root = styled.article`
  position: relative;
  display: grid;
  gap: var(--space-3);
  color: var(--text);
  &[data-layout='list'] {
    grid-template-columns: minmax(120px, 240px) 1fr;
    align-items: start;
    gap: var(--space-5);
  }
`;

const Media = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: var(--radius-1);
  background: var(--surface-2);
  aspect-ratio: 3 / 4;
  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: opacity var(--duration-normal);
  }
  img[data-second] { opacity: 0; }
  &:hover img[data-second], ${Root}:focus-within & img[data-second] { opacity: 1; }
`;

const Badges = styled.div`
  position: absolute;
  inset-block-start: var(--space-2);
  inset-inline-start: var(--space-2);
  display: grid;
  gap: var(--space-1);
  justify-items: start;
`;

const Actions = styled.div`
  position: absolute;
  inset-block-end: var(--space-2);
  inset-inline-end: var(--space-2);
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  button { background: var(--surface-raised); box-shadow: var(--shadow); }
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-1);
  justify-items: start;
  h2, h3, h4 { margin: 0; font-size: var(--font-size-3); font-weight: 600; }
  h2 a, h3 a, h4 a { color: var(--text); text-decoration: none; }
  h2 a:hover, h3 a:hover, h4 a:hover { color: var(--accent-11); text-decoration: underline; }
`;

/**
 * A product in a list: pictures (the second one on hover), new/sale badges, name, payable price
 * with the original struck out, rating, and the actions add to cart, wishlist, compare and quick view.
 */
export function ProductBox({
  product,
  href,
  preferredColor,
  layout = 'grid',
  inWishlist = false,
  inCompare = false,
  onAddToCart,
  onAddToWishlist,
  onAddToCompare,
  onQuickView,
  headingLevel = 3,
  priority = false,
  ...rest
}: ProductBoxProps) {
  const t = useT();
  const [first, second] = productPictures(product, preferredColor);
  const Heading = `h${headingLevel}` as const;
  const name = product.name;
  const hasActions = onAddToCart || onAddToWishlist || onAddToCompare || onQuickView;
  const soldOut = isSoldOut(product);
  const onSale = isOnSale(product);
  const choose = !soldOut && needsChoice(product);
  return (
    <Root data-layout={layout} data-product-id={product.id} {...rest}>
      <Media>
        {/* The name link below is the accessible way in; this picture link is a mouse shortcut. */}
        <Link href={href} tabIndex={-1} aria-hidden="true">
          {first && <img src={first} alt="" loading={priority ? 'eager' : 'lazy'} decoding="async" width={300} height={400} />}
          {second && <img src={second} alt="" loading="lazy" decoding="async" width={300} height={400} data-second="" />}
        </Link>
        {(product.new || onSale || soldOut) && (
          <Badges>
            {soldOut && <Badge variant="soldOut" />}
            {product.new && <Badge variant="new" />}
            {onSale && <Badge variant="sale" />}
          </Badges>
        )}
        {hasActions && (
          <Actions role="group" aria-label={t('product.actions', { name })}>
            {onAddToCart && !choose && (
              <IconButton icon="cart" size="sm" label={t('product.addToCartNamed', { name })} onClick={() => onAddToCart(product)} disabled={soldOut} />
            )}
            {onAddToCart && choose && onQuickView && (
              <IconButton
                icon="cart"
                size="sm"
                label={t('product.chooseOptions', { name })}
                onClick={() => onQuickView(product)}
                aria-haspopup="dialog"
              />
            )}
            {onAddToWishlist && (
              <IconButton
                icon="heart"
                size="sm"
                pressed={inWishlist}
                label={t(inWishlist ? 'product.inWishlist' : 'product.addToWishlist', { name })}
                onClick={() => onAddToWishlist(product)}
              />
            )}
            {onAddToCompare && (
              <IconButton
                icon="compare"
                size="sm"
                pressed={inCompare}
                label={t(inCompare ? 'product.inCompare' : 'product.addToCompare', { name })}
                onClick={() => onAddToCompare(product)}
              />
            )}
            {onQuickView && (
              <IconButton icon="eye" size="sm" label={t('product.quickView', { name })} onClick={() => onQuickView(product)} aria-haspopup="dialog" />
            )}
          </Actions>
        )}
      </Media>
      <Body>
        {product.rating !== null && <Rating value={product.rating} size="sm" />}
        <Heading>
          <Link href={href}>{name}</Link>
        </Heading>
        <Price {...priceOf(product)} />
        {layout === 'list' && (
          <Suspense fallback={<Skeleton width="80%" />}>
            <ProductDescription html={product.shortDetails || product.description} clampLines={3} />
          </Suspense>
        )}
      </Body>
    </Root>
  );
}

/** The shape of a ProductBox while products load. */
export interface ProductBoxSkeletonProps extends HTMLAttributes<HTMLElement> {
  layout?: 'grid' | 'list';
}

export function ProductBoxSkeleton({ layout = 'grid', ...rest }: ProductBoxSkeletonProps) {
  return (
    <Root data-layout={layout} aria-hidden="true" {...rest}>
      <Media />
      <Body>
        <Skeleton width="40%" />
        <Skeleton width="80%" />
        <Skeleton width="30%" />
      </Body>
    </Root>
  );
}
