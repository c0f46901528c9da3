import { type AnchorHTMLAttributes, type ComponentType, createContext, forwardRef, type ReactNode, useContext, useMemo } from 'react';

/** Props a router's link component must accept (react-router's `Link` does). */
export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * Where the components link when a prop does not say: the shop's own pages. Give yours once to
 * LinkProvider (`routes={{ shop: '/collections/all' }}`); each component's href props still win.
 */
export interface ShopRoutes {
  /** The home page: the header's logo. */
  home: string;
  /** The product list: 'continue shopping' and the promotional banner. */
  shop: string;
  cart: string;
  wishlist: string;
  compare: string;
  checkout: string;
  /** A product's page, for components that list products (the lookbook). */
  product: (id: number) => string;
  /** The blog post page. */
  blogPost: string;
  login: string;
  register: string;
  forgotPassword: string;
}

/** Conventional paths, used until a store gives its own. */
export const defaultRoutes: ShopRoutes = {
  home: '/',
  shop: '/shop',
  cart: '/cart',
  wishlist: '/wishlist',
  compare: '/compare',
  checkout: '/checkout',
  product: (id) => `/products/${id}`,
  blogPost: '/blog/post',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
};

interface LinkSettings {
  component: ComponentType<RouterLinkProps> | null;
  routes: ShopRoutes;
}

const LinkContext = createContext<LinkSettings>({ component: null, routes: defaultRoutes });

export interface LinkProviderProps {
  /** The router's link component (react-router's `Link`, Next.js' `Link` with `to` mapped to `href`). */
  component?: ComponentType<RouterLinkProps>;
  /** The store's own paths, in place of `defaultRoutes`; keep the object the same between renders. */
  routes?: Partial<ShopRoutes>;
  children: ReactNode;
}

/**
 * Given once around the app: every link in the UI navigates with the host app's router instead of
 * full page loads, and goes to the store's own paths.
 */
export function LinkProvider({ component, routes, children }: LinkProviderProps) {
  const parent = useContext(LinkContext);
  const value = useMemo<LinkSettings>(
    () => ({ component: component ?? parent.component, routes: routes ? { ...parent.routes, ...routes } : parent.routes }),
    [component, routes, parent],
  );
  return <LinkContext.Provider value={value}>{children}</LinkContext.Provider>;
}

/** The store's paths (LinkProvider's `routes` over `defaultRoutes`). */
export function useRoutes(): ShopRoutes {
  return useContext(LinkContext).routes;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/** An in-app link: the provided router link when there is one, a plain anchor otherwise. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, ...rest }, ref) {
  const RouterLink = useContext(LinkContext).component;
  const external = /^[a-z]+:/i.test(href) || rest.target === '_blank';
  if (RouterLink && !external) return <RouterLink to={href} {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
});
