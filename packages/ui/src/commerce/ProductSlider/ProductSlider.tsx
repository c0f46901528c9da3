import type { HTMLAttributes } from 'react';
import type { Product } from '@storefront/api-client';
import { styled } from 'styled-components';
import { headingCase } from '../../theme/headingCase';
import { Carousel, sliderSettings } from '../../primitives/Carousel';
import { containerGutter } from '../../primitives/Container/Container';
import { Link } from '../../primitives/Link';
import { Price } from '../../primitives/Price';
import { Skeleton } from '../../primitives/Skeleton';
import { ProductBox, type ProductBoxProps, ProductBoxSkeleton } from '../ProductBox';
import { priceOf, productPictures } from '../productView';

export interface ProductSliderProps
  extends Pick<ProductBoxProps, 'onAddToCart' | 'onAddToWishlist' | 'onAddToCompare' | 'onQuickView'>,
    Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section heading ('top products', 'latest products', 'new product'). */
  title: string;
  products: readonly Product[];
  productHref: (product: Product) => string;
  /** Home sections show at most 8 products, as the spec has it. */
  limit?: number;
  /** `side`: the collection's narrow 'new product' slider, small rows of 3 per slide. */
  variant?: 'default' | 'side';
  /** Autoplay interval in ms; the spec's 3000 by default, 0 to stop. */
  autoplay?: number;
  loading?: boolean;
  headingLevel?: 2 | 3;
}

const Root = styled.section`
  display: grid;
  gap: var(--space-4);
  color: var(--text);
  /* The home sliders sit in the container; the side slider fills its sidebar. */
  &[data-variant='default'] { ${containerGutter} }
  > h2, > h3 { margin: 0; font-size: var(--font-size-5); text-align: center; }
  ${headingCase(['> h2', '> h3'])}
  &[data-variant='side'] > h2, &[data-variant='side'] > h3 { font-size: var(--font-size-4); text-align: start; }
`;

const SideItem = styled.div`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: var(--space-3);
  align-items: center;
  img { inline-size: 72px; block-size: 96px; object-fit: cover; border-radius: var(--radius-1); background: var(--surface-2); }
  a { color: var(--text); font-weight: 600; }
  a:hover { color: var(--accent-11); }
`;

const SideSlide = styled.div`
  display: grid;
  gap: var(--space-3);
`;

const chunk = <T,>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * A titled carousel of products: the home's 'top products' and 'latest products' (4 per view,
 * fewer on narrow screens, autoplay 3 s) or the collection's 'new product' side slider.
 */
export function ProductSlider({
  title,
  products,
  productHref,
  limit = 8,
  variant = 'default',
  autoplay = sliderSettings.autoplay,
  loading = false,
  headingLevel = 2,
  onAddToCart,
  onAddToWishlist,
  onAddToCompare,
  onQuickView,
  ...rest
}: ProductSliderProps) {
  const actions = { onAddToCart, onAddToWishlist, onAddToCompare, onQuickView };
  const Heading = `h${headingLevel}` as const;
  const shown = products.slice(0, limit);
  if (loading) {
    return (
      <Root data-variant={variant} aria-busy="true" {...rest}>
        <Heading>{title}</Heading>
        {variant === 'side' ? <Skeleton shape="rect" height={320} /> : <ProductBoxSkeleton />}
      </Root>
    );
  }
  if (shown.length === 0) return null;
  return (
    <Root data-variant={variant} {...rest}>
      <Heading>{title}</Heading>
      {variant === 'side' ? (
        <Carousel label={title} autoplay={autoplay || undefined} speed={sliderSettings.speed}>
          {chunk(shown, 3).map((group) => (
            <SideSlide key={group.map((p) => p.id).join('-')}>
              {group.map((product) => (
                <SideItem key={product.id}>
                  <img src={productPictures(product)[0]} alt="" width={72} height={96} loading="lazy" decoding="async" />
                  <div>
                    <Link href={productHref(product)}>{product.name}</Link>
                    <div>
                      <Price {...priceOf(product)} size="sm" />
                    </div>
                  </div>
                </SideItem>
              ))}
            </SideSlide>
          ))}
        </Carousel>
      ) : (
        <Carousel
          label={title}
          slidesPerView={sliderSettings.slidesPerView}
          slidesToScroll={sliderSettings.slidesToScroll}
          autoplay={autoplay || undefined}
          speed={sliderSettings.speed}
        >
          {shown.map((product) => (
            <ProductBox
              key={product.id}
              product={product}
              href={productHref(product)}
              headingLevel={headingLevel === 2 ? 3 : 4}
              {...actions}
            />
          ))}
        </Carousel>
      )}
    </Root>
  );
}
