import type { Product } from '@storefront/api-client';
import { apiClientAtom, categoriesAtom, recentlyViewedAtom, rememberViewedAtom } from '@storefront/state';
import { Breadcrumbs, Container, type ProductLayoutName, ProductDetail, ProductSlider, useT } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { PageMeta } from '../app/PageMeta';
import { useSiteOrigin } from '../app/siteOrigin';
import { storeRoutes } from '../app/storeLinks';
import { useStoreT } from '../i18n/messages';
import { productTrail } from './breadcrumbs';
import { BRAND_SCOPE } from './catalogueAtoms';
import { useGridActions } from './useGridActions';
import { productHref, useProductActions } from './useProductActions';
import { useNewProducts, useRelatedProducts } from './useProductPages';

/** The demo countdown of the spec: a fixed moment shortly ahead, the same for every shopper today. */
const countdownEndsAt = () => {
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
};

const Trail = styled(Container)`
  padding-block-start: var(--space-4);
`;

const More = styled(Container)`
  display: grid;
  gap: var(--space-7);
  padding-block: var(--space-6);
`;

interface ProductViewProps {
  product: Product | null;
  loading: boolean;
  layout: ProductLayoutName;
  showImages: boolean;
  /** Shown beside the product by the layouts that have a sidebar. */
  sidebar?: ReactNode;
}

/**
 * A product page: the trail to it, the product, then products of the same subcategory and the
 * ones the shopper viewed before (kept in this browser); the product joins those as it is shown.
 * It opens on the colour and size its address names (`?color=`, `?size=`: a list narrowed to
 * them links so), and keeps the colour the shopper picks there, so a shared or reloaded page
 * shows it.
 */
export function ProductView({ product, loading, layout, showImages, sidebar }: ProductViewProps) {
  const client = useAtomValue(apiClientAtom);
  const actions = useProductActions();
  const home = useT()('menu.home');
  const notFoundTitle = useStoreT()('title.notFound');
  const categories = useAtomValue(categoriesAtom).data;
  const origin = useSiteOrigin();
  const remember = useSetAtom(rememberViewedAtom);
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    if (product) remember(product);
  }, [product, remember]);
  return (
    <>
      <PageMeta title={product?.name ?? (loading ? '' : notFoundTitle)} description={product?.shortDetails} canonical={product ? storeRoutes.product(product.id) : undefined} />
      {product && (
        <Trail>
          <Breadcrumbs items={productTrail(home, categories ?? [], product)} structuredDataOrigin={origin} />
        </Trail>
      )}
      <ProductDetail
        product={product}
        loading={loading}
        layout={layout}
        showImages={showImages}
        preferredColor={search.get('color')}
        preferredSize={search.get('size')}
        onColorChange={(color) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('color', color);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        onAddToCart={(chosen, qty, choice) => actions.onAddToCart(chosen, qty, choice.sku)}
        onBuyNow={(chosen, qty, choice) => actions.onBuyNow(chosen, qty, choice.sku)}
        catalogUrl={product ? client.catalogPdfUrl(product.id) : undefined}
        catalogImagesUrl={product ? client.catalogZipUrl(product.id) : undefined}
        countdownEndsAt={countdownEndsAt()}
        sidebar={sidebar}
      />
      {product && <MoreProducts product={product} />}
    </>
  );
}

/** 'You may also like' (the same subcategory's newest) and 'Recently viewed', the product itself left out of both. */
function MoreProducts({ product }: { product: Product }) {
  const t = useStoreT();
  const { quickView, sliderProps: actions } = useGridActions();
  const related = useRelatedProducts(product);
  const viewed = useAtomValue(recentlyViewedAtom);
  const others = useMemo(() => viewed.filter((item) => item.id !== product.id), [viewed, product.id]);
  const sliderProps = { ...actions, headingLevel: 2 } as const;
  if (related.length === 0 && others.length === 0) return null;
  return (
    <More>
      {related.length > 0 && <ProductSlider title={t('product.related')} products={related} {...sliderProps} />}
      {others.length > 0 && <ProductSlider title={t('product.recentlyViewed')} products={others} {...sliderProps} />}
      {quickView.dialog}
    </More>
  );
}

/** The 'new product' side slider: the newest of the brand's products marked new. */
export function NewProductsSlider() {
  const t = useT();
  const newProducts = useNewProducts(BRAND_SCOPE);
  return (
    <ProductSlider title={t('home.newProducts')} variant="side" products={newProducts} productHref={productHref} headingLevel={2} />
  );
}
