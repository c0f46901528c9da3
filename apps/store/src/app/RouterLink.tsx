import type { RouterLinkProps } from '@storefront/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router';

/** Lets the UI package's links navigate with react-router. */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(props, ref) {
  return <Link ref={ref} {...props} />;
});
