'use client';
export { defaultRoutes, Link, LinkProvider, type LinkProps, type LinkProviderProps, type RouterLinkProps, type ShopRoutes, useRoutes } from './Link';
