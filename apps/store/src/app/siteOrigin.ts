import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/**
 * The shop's origin (`https://shop.example`), as the page was asked for: links in the structured
 * data for search engines are made absolute against it. The root loader reads it from the request.
 */
export function useSiteOrigin(): string | undefined {
  return useRouteLoaderData<typeof loader>('root')?.origin;
}
