import { NotFound } from '@storefront/ui';
import { useNotFoundStatus, usePageMeta } from '../../app/usePageMeta';
import { useStoreT } from '../../i18n/messages';

export function NotFoundPage() {
  usePageMeta(useStoreT()('title.notFound'));
  useNotFoundStatus();
  return <NotFound />;
}
