import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/page-boundary';
import { NotFoundPage } from './not-found';
import { RouteError } from './RouteError';

/** What a route shows when it fails: the not-found page for a 404, otherwise the error with its retry. */
export function PageError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <RouteError />;
}

/** Around every page of the shop, inside its header and footer, which stay when a page fails. */
export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
