import type { HTMLAttributes } from 'react';
import type { Product } from '@storefront/api-client';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button, ButtonLink } from '../../primitives/Button';
import { Carousel } from '../../primitives/Carousel';
import { EmptyState } from '../../primitives/EmptyState';
import { IconButton } from '../../primitives/IconButton';
import { Link, useRoutes } from '../../primitives/Link';
import { Price } from '../../primitives/Price';
import { Skeleton } from '../../primitives/Skeleton';
import { rowAction } from '../../shared/focusAfterRowGoes';
import { ProductDescription } from '../ProductDescription';
import { colourName, priceOf, productPictures } from '../productView';
import { breakpoints, sliderBreakpoints } from '../../theme/media';

export interface CompareCarouselProps extends HTMLAttributes<HTMLElement> {
  items: readonly Product[];
  productHref: (product: Product) => string;
  onAddToCart: (product: Product) => void;
  onRemove: (productId: number) => void;
  /** 'continue shopping'; LinkProvider's `routes.shop` by default. */
  continueHref?: string;
  loading?: boolean;
}

/** Cards per view by viewport min-width: 4, 3 below 1200px, 2 below 991px, 1 below 586px. */
export const compareSlidesPerView = { 0: 1, [sliderBreakpoints.compareTwo]: 2, [sliderBreakpoints.three]: 3, [breakpoints.xl]: 4 } as const;

const Card = styled.article`
  position: relative;
  display: grid;
  gap: var(--space-3);
  align-content: start;
  block-size: 100%;
  padding: var(--space-4);
  border: 1px solid var(--border);
  border-radius: var(--radius-2);
  background: var(--surface-raised);
  color: var(--text);
  img { inline-size: 100%; aspect-ratio: 3 / 4; object-fit: cover; border-radius: var(--radius-1); background: var(--surface-2); }
  h3 { margin: 0; font-size: var(--font-size-3); }
  h3 a { color: var(--text); }
  dl { display: grid; gap: var(--space-1); margin: 0; }
  dt { font-weight: 700; text-transform: uppercase; font-size: var(--font-size-1); color: var(--text-muted); }
  dd { margin: 0; margin-block-end: var(--space-2); }
  [data-remove] { position: absolute; inset-block-start: var(--space-2); inset-inline-end: var(--space-2); background: var(--surface-raised); }
`;

/**
 * The compare list as a carousel of cards (4 / 3 / 2 / 1 per view by width): image, name, price,
 * description, brand, size, colour, availability, add to cart and remove. Empty, it says
 * 'Compare List is Empty'.
 */
export function CompareCarousel({
  items,
  productHref,
  onAddToCart,
  onRemove,
  continueHref,
  loading = false,
  ...rest
}: CompareCarouselProps) {
  const t = useT();
  const routes = useRoutes();
  if (loading) {
    return (
      <div aria-busy="true" style={{ display: 'grid', gap: 'var(--space-3)', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }} {...rest}>
        <span className="sf-visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="rect" height={420} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        {...rest}
        icon="compare"
        title={t('compare.empty')}
        action={<ButtonLink href={continueHref ?? routes.shop}>{t('cart.continueShopping')}</ButtonLink>}
      />
    );
  }
  const none = t('compare.none');
  return (
    <div data-rows="" {...rest}>
      <Carousel label={t('compare.label')} slidesPerView={compareSlidesPerView}>
        {items.map((product) => (
          <Card key={product.id} data-product-id={product.id}>
            <IconButton
              data-remove=""
              icon="close"
              size="sm"
              label={t('compare.remove', { name: product.name })}
              {...rowAction('remove', () => onRemove(product.id))}
            />
            <img src={productPictures(product)[0]} alt="" width={240} height={320} loading="lazy" decoding="async" />
            <h3>
              <Link href={productHref(product)}>{product.name}</Link>
            </h3>
            <Price {...priceOf(product)} />
            <Button size="sm" onClick={() => onAddToCart(product)} disabled={product.stock < 1}>
              {t('product.addToCart')}
            </Button>
            <dl>
              <dt>{t('compare.description')}</dt>
              <dd>
                <ProductDescription html={product.shortDetails || product.description} clampLines={4} />
              </dd>
              <dt>{t('compare.brand')}</dt>
              <dd>{product.tags.length > 0 ? product.tags.join(', ') : none}</dd>
              <dt>{t('compare.size')}</dt>
              <dd>{product.size.length > 0 ? product.size.join(', ') : none}</dd>
              <dt>{t('compare.colour')}</dt>
              <dd>{product.colors.length > 0 ? product.colors.map((c) => colourName(t, c)).join(', ') : none}</dd>
              <dt>{t('compare.availability')}</dt>
              <dd>{product.stock > 0 ? t('product.inStock') : t('product.outOfStock')}</dd>
            </dl>
          </Card>
        ))}
      </Carousel>
    </div>
  );
}
