import { LandingPage } from '@storefront/ui';
import { usePageMeta } from '../../app/usePageMeta';
import { useStoreT } from '../../i18n/messages';

export function LandingRoute() {
  usePageMeta(useStoreT()('title.landing'));
  return <LandingPage />;
}
