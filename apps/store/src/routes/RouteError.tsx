import { Button, Container, EmptyState } from '@storefront/ui';
import { useStoreT } from '../i18n/messages';

/** What a page shows when it fails to load or render: a clear message and a retry, never a blank page. */
export function RouteError() {
  const t = useStoreT();
  return (
    <Container>
      <EmptyState
        title={t('load.error')}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('load.retry')}
          </Button>
        }
      />
    </Container>
  );
}
