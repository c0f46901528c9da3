import { Button, Container, EmptyState, Spinner } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useStoreT } from '../i18n/messages';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Renders a query's data, or a spinner while it loads, or a clear error with a retry button. */
export function QueryView<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const t = useStoreT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Container>
        <EmptyState
          title={t('load.error')}
          action={
            <Button variant="primary" onClick={() => void query.refetch()}>
              {t('load.retry')}
            </Button>
          }
        />
      </Container>
    );
  }
  return (
    <Container>
      <div style={{ display: 'grid', placeItems: 'center', minBlockSize: 240 }}>
        <Spinner label={t('load.loading')} />
      </div>
    </Container>
  );
}
