import { bannersAtom, topCollectionAtom } from '@storefront/state';
import { BannerSlider, Container } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { DeferredPart } from '../app/DeferredPart';
import { lazyWithPreload } from '../app/lazyWithPreload';
import { LoadError } from '../app/QueryView';
import { idleWhileHydrating } from '../app/takeOver';
import { usePageMeta } from '../app/usePageMeta';
import { useStoreT } from '../i18n/messages';

/**
 * Below the banner, with the product boxes, sliders and their actions: not part of the first load
 * (ADR 0066). A server-rendered home keeps the server's sections until the browser is idle, then
 * loads and hydrates them; an app that draws the page itself loads them before its first render.
 */
export const HomeSections = lazyWithPreload(async () => (await import('./HomeSections')).HomeSections, {
  startWhen: idleWhileHydrating,
});

/** Memoised without props, so the page's own re-renders (its data arriving, a retry) do not reach it. */
const DeferredSections = memo(function DeferredSections() {
  return (
    <DeferredPart name="home-sections">
      <HomeSections />
    </DeferredPart>
  );
});

/** Home: banners, the brand's intro, top and latest products, the promotion and the services. */
export function HomePage() {
  const st = useStoreT();
  usePageMeta('', st('meta.home'));
  const banners = useAtomValue(bannersAtom);
  const top = useAtomValue(topCollectionAtom('random'));
  const latest = useAtomValue(topCollectionAtom('latest'));
  // Sections whose data failed show nothing themselves; one clear error with a retry says so.
  const failed = [banners, top, latest].filter((query) => query.isError && query.data === undefined);

  return (
    <>
      {failed.length > 0 && <LoadError onRetry={() => failed.forEach((query) => void query.refetch())} />}
      <BannerSlider banners={banners.data ?? []} loading={banners.isPending} />
      <Container as="section" size="narrow">
        <h1>{st('home.introTitle')}</h1>
        <p>{st('home.intro')}</p>
      </Container>
      <DeferredSections />
    </>
  );
}
