import { Dashboard, useT } from '@storefront/ui';
import { PageMeta } from '../app/PageMeta';

/** The static dashboard mock of the spec, with its sample data. */
export default function DashboardPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('dashboard.title')} />
      <Dashboard name="Asha Rao" email="asha.rao@example.com" />
    </>
  );
}
