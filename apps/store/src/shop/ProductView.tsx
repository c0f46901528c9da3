import type { Product } from '@storefront/api-client';
import { apiClientAtom } from '@storefront/state';
import { type ProductLayoutName, ProductDetail, ProductSlider, useT } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { PageMeta } from '../app/PageMeta';
import { BRAND_SCOPE } from './catalogueAtoms';
import { productHref, useProductActions } from './useProductActions';
import { useNewProducts } from './useProductPages';

/** The demo countdown of the spec: a fixed moment shortly ahead, the same for every shopper today. */
const countdownEndsAt = () => {
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
};

interface ProductViewProps {
  product: Product | null;
  loading: boolean;
  layout: ProductLayoutName;
  showImages: boolean;
  /** Shown beside the product by the layouts that have a sidebar. */
  sidebar?: ReactNode;
}

export function ProductView({ product, loading, layout, showImages, sidebar }: ProductViewProps) {
  const client = useAtomValue(apiClientAtom);
  const actions = useProductActions();
  return (
    <>
      <PageMeta title={product?.name ?? ''} description={product?.shortDetails} />
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
    </>
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
