'use client';
import { LinkProvider, type RouterLinkProps, StaticStylesThemeRoot } from '@storefront/ui';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { StyledComponentsRegistry } from './StyledComponentsRegistry';
import { harbour } from './theme';

/** Every link of the UI navigates with Next.js' router. */
function NextLink({ to, ...rest }: RouterLinkProps) {
  return <Link href={to} {...rest} />;
}

const routes = { home: '/', shop: '/', product: (id: number) => `/products/${id}` };
const themes = [harbour];

/** The client side of the layout: styles collected on the server, the theme root, the router's links. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <StyledComponentsRegistry>
      <StaticStylesThemeRoot target="document" theme="harbour" colorMode="light" themes={themes}>
        <LinkProvider component={NextLink} routes={routes}>
          {children}
        </LinkProvider>
      </StaticStylesThemeRoot>
    </StyledComponentsRegistry>
  );
}
