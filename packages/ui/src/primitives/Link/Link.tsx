import { type AnchorHTMLAttributes, type ComponentType, createContext, forwardRef, type ReactNode, useContext } from 'react';

/** Props a router's link component must accept (react-router's `Link` does). */
export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

const LinkComponentContext = createContext<ComponentType<RouterLinkProps> | null>(null);

/** Lets every link in the UI navigate with the host app's router instead of full page loads. */
export function LinkProvider({ component, children }: { component: ComponentType<RouterLinkProps>; children: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/** An in-app link: the provided router link when there is one, a plain anchor otherwise. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, ...rest }, ref) {
  const RouterLink = useContext(LinkComponentContext);
  const external = /^[a-z]+:/i.test(href) || rest.target === '_blank';
  if (RouterLink && !external) return <RouterLink to={href} {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
});
