import { Quality, useT } from '@storefront/ui';
import { PageMeta } from '../app/PageMeta';

export default function QualityPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('quality.title')} />
      <Quality />
    </>
  );
}
