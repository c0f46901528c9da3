import { Container, Skeleton } from '@storefront/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageMeta } from './PageMeta';
import { useHydrated } from './useHydrated';

/** At least as tall as what most shoppers' state draws there, so the footer does not move when it comes. */
const Island = styled.div`
  min-block-size: min(28rem, 60vh);
`;

/**
 * A page drawn from the shopper's saved state (the cart's lines, the wishlist, the compare list),
 * which only the browser holds: the server sends its title and heading with a skeleton in place of
 * `children`, and the browser draws them once the page is hydrated.
 */
export function SavedStatePage({ title, children }: { title: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Container as="section">
      <PageMeta title={title} />
      <h1>{title}</h1>
      <Island aria-busy={!hydrated}>{hydrated ? children : <Skeleton shape="rect" height="12rem" />}</Island>
    </Container>
  );
}
