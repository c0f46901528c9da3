import { Button, Container, EmptyState, Spinner } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { type ReactNode, useCallback } from 'react';
import { useStoreT } from '../i18n/messages';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A retry for a page whose data failed: runs `retry` (the page's own queries) and refetches every
 * other query on screen that failed too (the header's menu, the footer's details), so an API that
 * comes back fills the whole page without a reload. Queries already loading are not restarted.
 */
export function useRetryFailedQueries(retry?: () => unknown): () => void {
  const queryClient = useAtomValue(queryClientAtom);
  return useCallback(() => {
    retry?.();
    void queryClient.refetchQueries(
      { type: 'active', predicate: (query) => query.state.status === 'error' && query.state.fetchStatus === 'idle' },
      { cancelRefetch: false },
    );
  }, [queryClient, retry]);
}

/** The clear error of a page whose data could not be loaded, with a retry that loads it in place. */
export function LoadError({ onRetry }: { onRetry?: () => unknown }) {
  const t = useStoreT();
  const retry = useRetryFailedQueries(onRetry);
  return (
    <Container>
      <EmptyState
        title={t('load.error')}
        action={
          <Button variant="primary" onClick={retry}>
            {t('load.retry')}
          </Button>
        }
      />
    </Container>
  );
}

/** Renders a query's data, or a spinner while it loads, or a clear error with a retry button. */
export function QueryView<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const t = useStoreT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  return (
    <Container>
      <div style={{ display: 'grid', placeItems: 'center', minBlockSize: 240 }}>
        <Spinner label={t('load.loading')} />
      </div>
    </Container>
  );
}
