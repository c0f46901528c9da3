import { bannersQuery, topCollectionQuery } from '@storefront/api-client';
import { bannersAtom, topCollectionAtom } from '@storefront/state';
import { BannerSlider, Container } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { type PageQueries, prefetchAll, browserData, serverData } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { storeRoutes } from '../app/storeLinks';
import { LoadError } from '../app/QueryView';
import { useStoreT } from '../i18n/messages';
import type { Route } from './+types/home';
import { HomeSections } from './HomeSections';

const homeQueries: PageQueries<unknown> = (api, queryClient) =>
  prefetchAll(queryClient, [bannersQuery(api), topCollectionQuery(api, 'random'), topCollectionQuery(api, 'latest')]);
export const loader = ({ context }: Route.LoaderArgs) => serverData(context, {}, homeQueries);
export const clientLoader = () => browserData({}, homeQueries);

/** Home: banners, the brand's intro, top and latest products, the promotion and the services. */
export default function HomePage() {
  const st = useStoreT();
  const banners = useAtomValue(bannersAtom);
  const top = useAtomValue(topCollectionAtom('random'));
  const latest = useAtomValue(topCollectionAtom('latest'));
  // Sections whose data failed show nothing themselves; one clear error with a retry says so.
  const failed = [banners, top, latest].filter((query) => query.isError && query.data === undefined);

  return (
    <>
      <PageMeta title="" description={st('meta.home')} canonical={storeRoutes.home} />
      {failed.length > 0 && <LoadError onRetry={() => failed.forEach((query) => void query.refetch())} />}
      <BannerSlider banners={banners.data ?? []} loading={banners.isPending} />
      <Container as="section" size="narrow">
        <h1>{st('home.introTitle')}</h1>
        <p>{st('home.intro')}</p>
      </Container>
      <HomeSections />
    </>
  );
}
