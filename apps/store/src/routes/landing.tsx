import { LandingPage } from '@storefront/ui';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';

export default function LandingRoute() {
  return (
    <>
      <PageMeta title={useStoreT()('title.landing')} />
      <LandingPage />
    </>
  );
}
