import { isApiError, type Product } from '@storefront/api-client';
import { apiClientAtom, productAtom } from '@storefront/state';
import { type ProductLayoutName, ProductDetail, ProductSlider, useT } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../app/QueryView';
import { usePageMeta } from '../../app/usePageMeta';
import { productHref, useProductActions } from '../../shop/useProductActions';
import { useNewProducts } from '../../shop/useProductPages';
import { NotFoundPage } from './NotFoundPage';

/** The demo countdown of the spec: a fixed moment shortly ahead, the same for every shopper today. */
const countdownEndsAt = () => {
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
};

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

interface ProductViewProps {
  product: Product | null;
  loading: boolean;
  layout: ProductLayoutName;
  showImages: boolean;
  /** Shown beside the product by the layouts that have a sidebar. */
  sidebar?: ReactNode;
}

function ProductView({ product, loading, layout, showImages, sidebar }: ProductViewProps) {
  const client = useAtomValue(apiClientAtom);
  const actions = useProductActions();
  usePageMeta(product?.name ?? '', product?.shortDetails);
  return (
    <ProductDetail
      product={product}
      loading={loading}
      layout={layout}
      showImages={showImages}
      onAddToCart={(chosen, qty, choice) => actions.onAddToCart(chosen, qty, choice.sku)}
      onBuyNow={(chosen, qty, choice) => actions.onBuyNow(chosen, qty, choice.sku)}
      catalogUrl={product ? client.catalogPdfUrl(product.id) : undefined}
      catalogImagesUrl={product ? client.catalogZipUrl(product.id) : undefined}
      countdownEndsAt={countdownEndsAt()}
      sidebar={sidebar}
    />
  );
}

const BRAND_SCOPE = {};

/** The 'new product' side slider: the newest of the brand's products marked new. */
function NewProductsSlider() {
  const t = useT();
  const newProducts = useNewProducts(BRAND_SCOPE);
  return (
    <ProductSlider title={t('home.newProducts')} variant="side" products={newProducts} productHref={productHref} headingLevel={2} />
  );
}

/**
 * `/product/{id}`: fetched from the server by id, with the zoomable 'Images' gallery. Its layout has
 * no sidebar, so it needs nothing but the product (not the catalogue: ADR 0071).
 */
export function FetchedProductPage() {
  const id = parseId(useParams().id);
  return id === null ? <NotFoundPage /> : <FetchedProduct id={id} />;
}

function FetchedProduct({ id }: { id: number }) {
  const query = useAtomValue(productAtom(id));
  // A product the server does not have shows the empty result; any other failure offers a retry.
  const unknown = isApiError(query.error) && query.error.status === 404;
  if (query.isError && !query.data && !unknown) return <LoadError onRetry={query.refetch} />;
  return <ProductView product={query.data ?? null} loading={query.isPending} layout="default" showImages />;
}

/** The nine layout variants: the product fetched by id, with the new products beside it. */
export function ListedProductPage({ layout }: { layout: ProductLayoutName }) {
  const id = parseId(useParams().id);
  return id === null ? <NotFoundPage /> : <ListedProduct id={id} layout={layout} />;
}

function ListedProduct({ id, layout }: { id: number; layout: ProductLayoutName }) {
  const query = useAtomValue(productAtom(id));
  const unknown = isApiError(query.error) && query.error.status === 404;
  if (query.isError && !query.data && !unknown) return <LoadError onRetry={query.refetch} />;
  return <ProductView product={query.data ?? null} loading={query.isPending} layout={layout} showImages={false} sidebar={<NewProductsSlider />} />;
}
