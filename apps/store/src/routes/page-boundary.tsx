import { Container, Spinner } from '@storefront/ui';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { AppReadyMarker } from '../app/takeOver';
import { useStoreT } from '../i18n/messages';
import { RouteError } from './RouteError';

/** Fills the viewport, so the footer waits below the fold and does not jump when the page arrives. */
function PageLoading() {
  const t = useStoreT();
  return (
    <Container>
      <div style={{ display: 'grid', placeItems: 'center', minBlockSize: '100vh' }}>
        <Spinner label={t('load.loading')} />
      </div>
    </Container>
  );
}

/** The route's error state; the page has settled, so the app is ready (its buttons work). */
function PageError() {
  return (
    <>
      <RouteError />
      <AppReadyMarker />
    </>
  );
}

/**
 * Around each page: a spinner while its code loads, and the route's error state if it fails to
 * load or render. Leaving for another path clears the error.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={PageError} resetKeys={[pathname]} onError={(error) => console.error(error)}>
      <Suspense fallback={<PageLoading />}>
        {children}
        <AppReadyMarker />
      </Suspense>
    </ErrorBoundary>
  );
}
