import { bannersAtom, currencyAtom, topCollectionAtom } from '@storefront/state';
import { BannerSlider, Container, ProductSlider, PromoBanner, ServiceBlocks, useT } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { LoadError } from '../app/QueryView';
import { usePageMeta } from '../app/usePageMeta';
import { useStoreT } from '../i18n/messages';
import { productHref, useProductActions } from '../shop/useProductActions';
import { useQuickView } from '../shop/useQuickView';

/** Home: banners, the brand's intro, top and latest products, the promotion and the services. */
export function HomePage() {
  const t = useT();
  const st = useStoreT();
  usePageMeta('', st('meta.home'));
  const banners = useAtomValue(bannersAtom);
  const top = useAtomValue(topCollectionAtom('random'));
  const latest = useAtomValue(topCollectionAtom('latest'));
  const symbol = useAtomValue(currencyAtom);
  const actions = useProductActions();
  const quickView = useQuickView();
  // Sections whose data failed show nothing themselves; one clear error with a retry says so.
  const failed = [banners, top, latest].filter((query) => query.isError && query.data === undefined);
  const sliderProps = {
    productHref,
    symbol,
    onAddToCart: actions.onAddToCart,
    onAddToWishlist: actions.onAddToWishlist,
    onAddToCompare: actions.onAddToCompare,
    onQuickView: quickView.open,
  };

  return (
    <>
      {failed.length > 0 && <LoadError onRetry={() => failed.forEach((query) => void query.refetch())} />}
      <BannerSlider banners={banners.data ?? []} loading={banners.isPending} />
      <Container as="section" size="narrow">
        <h1>{st('home.introTitle')}</h1>
        <p>{st('home.intro')}</p>
      </Container>
      <ProductSlider title={t('home.topProducts')} products={top.data ?? []} loading={top.isPending} {...sliderProps} />
      <PromoBanner href="/left-sidebar/collection" />
      <ProductSlider title={t('home.latestProducts')} products={latest.data ?? []} loading={latest.isPending} {...sliderProps} />
      <ServiceBlocks />
      {quickView.dialog}
    </>
  );
}
