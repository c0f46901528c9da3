import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

/**
 * The shop's origin (`https://shop.example`): links in the structured data for search engines
 * are made absolute against it. The root loader has it from the store server (`context.origin`).
 */
export function useSiteOrigin(): string | undefined {
  return useRouteLoaderData<typeof loader>('root')?.origin;
}
