import type { Product } from '@storefront/api-client';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Accordion } from '../../primitives/Accordion';
import { containerGutter } from '../../primitives/Container/Container';
import { Skeleton } from '../../primitives/Skeleton';
import { NoProducts } from '../NoProducts';
import { ProductDescription } from '../ProductDescription';
import { ProductGallery, ProductImages } from '../ProductGallery';
import { type ProductChoice, ProductInfo } from '../ProductInfo';
import { ProductTabs } from '../ProductTabs';
import { LazyReviewForm } from '../ProductTabs/LazyReviewForm';
import { ProductDetailsList, ProductVideo } from '../ProductTabs/ProductTabs';
import { colorPictures, openingColor, productPictures } from '../productView';
import { atLeast, narrowerThan } from '../../theme/media';

/**
 * The ten product routes' layouts: `/product/{id}` is `default`; the others are named
 * after their path prefix, spelling included ('accordian').
 */
export const productLayouts = [
  'default',
  'left-sidebar',
  'right-sidebar',
  'no-sidebar',
  'col-left',
  'col-right',
  'accordian',
  'column',
  'right-image',
  'vertical',
] as const;
export type ProductLayoutName = (typeof productLayouts)[number];

export interface ProductDetailProps extends HTMLAttributes<HTMLElement> {
  /** null once loading has finished without a product: shows the empty result. */
  product: Product | null;
  layout?: ProductLayoutName;
  /** Beside the product in the sidebar layouts (the 'new product' slider, filters). */
  sidebar?: ReactNode;
  /** Shows the zoomable 'Images' gallery of the product's media (the variant fetched by id). */
  showImages?: boolean;
  /** The colour the page opens on when the product comes in it (a link from a list narrowed to it); else the first in stock. */
  preferredColor?: string | null;
  /** Called with the colour the shopper picks (a store may keep it in the page's address). */
  onColorChange?: (color: string) => void;
  /** The size chosen when the page opens (a link from a list narrowed to it), when the product is sold in it. */
  preferredSize?: string | null;
  onAddToCart?: (product: Product, qty: number, choice: ProductChoice) => void;
  onBuyNow?: (product: Product, qty: number, choice: ProductChoice) => void;
  catalogUrl?: string;
  catalogImagesUrl?: string;
  countdownEndsAt?: number;
  now?: number;
  videoUrl?: string;
  loading?: boolean;
}

const Root = styled.div`
  ${containerGutter}
  display: grid;
  /* One column that never grows past the screen: a slider's row of slides would widen an auto column. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-6);
  /* Clear of the header, as the content pages are (their PageLayout). */
  padding-block-start: var(--space-6);
  color: var(--text);
  /* Phones: tighter, so the name, price, options and add to cart follow the picture on the first screen. */
  @media ${narrowerThan('md')} {
    gap: var(--space-4);
    padding-block-start: var(--space-4);
  }
  /* Tablets and phones held sideways: the picture beside the name, price, options and add to
     cart, so they are on the first screen; a sidebar or a details column follows below. */
  @media ${atLeast('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: 'gallery info' 'images info' 'tabs tabs';
    [data-area='gallery'] { grid-area: gallery; }
    [data-area='images'] { grid-area: images; }
    [data-area='info'] { grid-area: info; }
    [data-area='tabs'] { grid-area: tabs; }
    [data-area='sidebar'] { grid-area: sidebar; }
    [data-area='details'] { grid-area: details; }
    &[data-layout='left-sidebar'], &[data-layout='right-sidebar'] { grid-template-areas: 'gallery info' 'images info' 'tabs tabs' 'sidebar sidebar'; }
    &[data-layout='col-left'], &[data-layout='col-right'] { grid-template-areas: 'gallery info' 'details details' 'tabs tabs'; }
    &[data-layout='right-image'] { grid-template-areas: 'info gallery' 'tabs tabs'; }
    &[data-layout='accordian'] { grid-template-areas: 'gallery info'; }
    &[data-layout='column'] [data-area='info'] { position: sticky; inset-block-start: var(--space-4); align-self: start; }
  }
  @media ${atLeast('lg')} {
    &[data-layout='left-sidebar'] { grid-template-columns: 260px minmax(0, 1fr) minmax(0, 1fr); grid-template-areas: 'sidebar gallery info' 'sidebar tabs tabs'; }
    &[data-layout='right-sidebar'] { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) 260px; grid-template-areas: 'gallery info sidebar' 'tabs tabs sidebar'; }
    &[data-layout='col-left'] { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 2fr); grid-template-areas: 'details gallery info' 'tabs tabs tabs'; }
    &[data-layout='col-right'] { grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr); grid-template-areas: 'gallery info details' 'tabs tabs tabs'; }
  }
  [data-area='details'] { display: grid; gap: var(--space-3); align-content: start; }
  [data-area='details'] h2 { margin: 0; font-size: var(--font-size-4); }
`;

/** The empty result sits in the container too. */
const Gutter = styled.div`
  ${containerGutter}
`;

const Column = styled.div`
  display: grid;
  gap: var(--space-3);
  img { display: block; inline-size: 100%; aspect-ratio: 3 / 4; object-fit: cover; border-radius: var(--radius-1); background: var(--surface-2); }
  /* Phones: one picture tall, the others a swipe away. */
  @media ${narrowerThan('md')} {
    grid-auto-flow: column;
    grid-auto-columns: 100%;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    img { block-size: min(30svh, 100vw); aspect-ratio: auto; object-fit: contain; scroll-snap-align: start; }
  }
`;

/**
 * A product page in one of the ten layouts: gallery (colour variants switch its pictures), the
 * info panel, and Description / Details / Video / Write Review as tabs (or an accordion), with an
 * optional sidebar. Loading shows placeholders; a missing product shows the empty result.
 */
export function ProductDetail({
  product,
  layout = 'default',
  sidebar,
  showImages = false,
  preferredColor,
  onColorChange,
  preferredSize,
  onAddToCart,
  onBuyNow,
  catalogUrl,
  catalogImagesUrl,
  countdownEndsAt,
  now,
  videoUrl,
  loading = false,
  ...rest
}: ProductDetailProps) {
  if (loading) {
    return (
      <Root data-layout={layout} aria-busy="true" {...rest}>
        <div data-area="gallery">
          <Skeleton shape="rect" height={480} />
        </div>
        <div data-area="info">
          <Skeleton lines={8} />
        </div>
      </Root>
    );
  }
  if (!product) {
    return (
      <Gutter {...rest}>
        <NoProducts />
      </Gutter>
    );
  }
  return (
    <ProductDetailBody
      key={product.id}
      rootProps={rest}
      product={product}
      layout={layout}
      sidebar={sidebar}
      showImages={showImages}
      preferredColor={preferredColor}
      onColorChange={onColorChange}
      openingSize={preferredSize}
      onAddToCart={onAddToCart}
      onBuyNow={onBuyNow}
      catalogUrl={catalogUrl}
      catalogImagesUrl={catalogImagesUrl}
      countdownEndsAt={countdownEndsAt}
      now={now}
      videoUrl={videoUrl}
    />
  );
}

/** The product's own props, and the attributes of ProductDetail's root element. */
type ProductDetailBodyProps = Pick<ProductDetailProps, 'sidebar' | 'showImages' | 'preferredColor' | 'onColorChange' | 'onAddToCart' | 'onBuyNow' | 'catalogUrl' | 'catalogImagesUrl' | 'countdownEndsAt' | 'now' | 'videoUrl'> & {
  product: Product;
  openingSize?: string | null | undefined;
  layout: ProductLayoutName;
  rootProps: HTMLAttributes<HTMLElement>;
};

function ProductDetailBody({
  product,
  layout,
  sidebar,
  showImages,
  preferredColor,
  onColorChange,
  videoUrl,
  rootProps,
  ...infoProps
}: ProductDetailBodyProps) {
  const t = useT();
  const [color, setColor] = useState<string | null>(() => openingColor(product, preferredColor));
  const pictures = productPictures(product, color);
  const hasSidebar = (layout === 'left-sidebar' || layout === 'right-sidebar') && sidebar;
  // The zoomable 'Images' gallery follows the chosen colour as the slider does; without colour pictures, the media.
  const images = showImages ? (colorPictures(product, color) ?? product.media.map((m) => m.full_url)) : undefined;
  return (
    <Root data-layout={layout} data-product-detail="" {...rootProps}>
      <div data-area="gallery">
        {layout === 'column' ? (
          <Column role="group" aria-label={t('product.pictures', { name: product.name })}>
            {pictures.map((src, i) => (
              <img key={src} src={src} alt={t('product.picture', { name: product.name, index: i + 1 })} width={600} height={800} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
            ))}
          </Column>
        ) : (
          <ProductGallery name={product.name} pictures={pictures} vertical={layout === 'vertical'} />
        )}
      </div>
      <div data-area="info">
        <ProductInfo
          product={product}
          color={color}
          onColorChange={(next) => {
            setColor(next);
            onColorChange?.(next);
          }}
          {...infoProps}
        />
        {layout === 'accordian' && (
          <Accordion
            type="multiple"
            defaultValue={['description']}
            headingLevel={2}
            items={[
              { value: 'description', title: t('product.tabDescription'), content: <ProductDescription html={product.description} /> },
              { value: 'details', title: t('product.tabDetails'), content: <ProductDetailsList product={product} /> },
              { value: 'video', title: t('product.tabVideo'), content: <ProductVideo product={product} videoUrl={videoUrl} /> },
              { value: 'review', title: t('product.tabReview'), content: <LazyReviewForm /> },
            ]}
          />
        )}
      </div>
      {images && images.length > 0 && (
        <div data-area="images">
          <ProductImages name={product.name} images={images} />
        </div>
      )}
      {(layout === 'col-left' || layout === 'col-right') && (
        <div data-area="details">
          <h2>{t('product.tabDetails')}</h2>
          <ProductDetailsList product={product} />
        </div>
      )}
      {layout !== 'accordian' && (
        <div data-area="tabs">
          <ProductTabs product={product} videoUrl={videoUrl} />
        </div>
      )}
      {hasSidebar && (
        <aside data-area="sidebar" aria-label={t('product.sidebar')}>
          {sidebar}
        </aside>
      )}
    </Root>
  );
}
