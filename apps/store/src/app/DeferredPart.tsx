import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RouteError } from '../routes/RouteError';

/**
 * Around a part of the page that comes from its own chunk and hydrates late (the footer's form,
 * the home's sections: ADR 0065, 0066). Until the chunk is here, React keeps the server's markup
 * of the part. A chunk that cannot be downloaded costs only this part, which then shows the error
 * and its retry, never the page around it.
 * Render it from a memoised component without changing props: a boundary React is still to
 * hydrate that is rendered again is drawn from scratch.
 */
export function DeferredPart({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={RouteError} onError={(error) => console.error(error)}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
