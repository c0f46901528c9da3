import { Skeleton } from '@storefront/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useHydrated } from './useHydrated';

/** At least as tall as what most shoppers' state draws there, so the footer does not move when it comes. */
const Island = styled.div`
  min-block-size: min(28rem, 60vh);
`;

/**
 * A part of a page drawn from the shopper's saved state (cart lines, wishlist, compare list), which
 * only the browser holds: the server sends a skeleton in its place, and the browser draws the part
 * once the page is hydrated.
 */
export function SavedStateIsland({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return <Island aria-busy={!hydrated}>{hydrated ? children : <Skeleton shape="rect" height="12rem" />}</Island>;
}
