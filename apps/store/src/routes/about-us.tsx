import { AboutUs, useT } from '@storefront/ui';
import { PageMeta } from '../app/PageMeta';

export default function AboutUsPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('about.title')} />
      <AboutUs />
    </>
  );
}
