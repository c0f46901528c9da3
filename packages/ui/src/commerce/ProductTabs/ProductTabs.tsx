import type { HTMLAttributes } from 'react';
import type { Product } from '@storefront/api-client';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Tabs } from '../../primitives/Tabs';
import { ProductDescription } from '../ProductDescription';
import { colourName } from '../productView';
import { LazyReviewForm } from './LazyReviewForm';

export interface ProductTabsProps extends HTMLAttributes<HTMLElement> {
  product: Product;
  /** An embeddable video address (youtube-nocookie etc.); the Video tab says there is none otherwise. */
  videoUrl?: string;
  /** The tab open at first. */
  defaultTab?: 'description' | 'details' | 'video' | 'review';
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-2) var(--space-5);
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; color: var(--text-muted); }
`;

const Video = styled.div`
  iframe { inline-size: 100%; aspect-ratio: 16 / 9; border: 0; border-radius: var(--radius-1); }
  p { margin: 0; color: var(--text-muted); }
`;

/** The product's details list (type, design no, sizes, colours, brand, fabric). */
export function ProductDetailsList({ product }: { product: Product }) {
  const t = useT();
  const none = t('compare.none');
  return (
    <Details>
      <dt>{t('product.type')}</dt>
      <dd>{product.type || none}</dd>
      <dt>{t('product.designNo')}</dt>
      {/* A design number like 'NS-1001' would read '1001-NS' in RTL without isolation. */}
      <dd>
        <bdi>{product.design_no || none}</bdi>
      </dd>
      <dt>{t('product.size')}</dt>
      <dd>{product.size.join(', ') || none}</dd>
      <dt>{t('product.colour')}</dt>
      <dd>{product.colors.map((c) => colourName(t, c)).join(', ') || none}</dd>
      <dt>{t('product.brand')}</dt>
      <dd>{product.tags.join(', ') || none}</dd>
      <dt>{t('product.fabric')}</dt>
      <dd>{t('product.fabricValue')}</dd>
    </Details>
  );
}

export function ProductVideo({ product, videoUrl }: { product: Product; videoUrl?: string | undefined }) {
  const t = useT();
  return (
    <Video>
      {videoUrl ? (
        <iframe src={videoUrl} title={t('product.videoTitle', { name: product.name })} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />
      ) : (
        <p>{t('product.noVideo')}</p>
      )}
    </Video>
  );
}

/** The sections under a product: Description, Details, Video and Write Review. */
export function ProductTabs({ product, videoUrl, defaultTab = 'description', ...rest }: ProductTabsProps) {
  const t = useT();
  return (
    <Tabs
      {...rest}
      label={t('product.tabs')}
      defaultValue={defaultTab}
      items={[
        { value: 'description', label: t('product.tabDescription'), content: <ProductDescription html={product.description} /> },
        { value: 'details', label: t('product.tabDetails'), content: <ProductDetailsList product={product} /> },
        { value: 'video', label: t('product.tabVideo'), content: <ProductVideo product={product} videoUrl={videoUrl} /> },
        { value: 'review', label: t('product.tabReview'), content: <LazyReviewForm /> },
      ]}
    />
  );
}
