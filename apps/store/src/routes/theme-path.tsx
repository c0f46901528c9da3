import { redirect } from 'react-router';
import type { Route } from './+types/theme-path';
import { notFound } from './not-found';

/** Theme-style paths the landing page's theme used; they lead to this store's real routes. */
export const themePathRedirects: Record<string, string> = {
  'about-us': '/about-us',
  quality: '/quality',
  contact: '/contact',
  inquiry: '/inquiry',
  cart: '/cart',
  wishlist: '/wishlist',
  compare: '/compare',
  checkout: '/checkout',
  blog: '/blog/right-sidebar',
};

/** `/pages/contact` and the like: moved for good (301); any other `/pages/...` is not a page. */
function moved({ page }: Route.LoaderArgs['params']): never {
  const to = Object.hasOwn(themePathRedirects, page) ? themePathRedirects[page] : undefined;
  throw to ? redirect(to, 301) : notFound();
}
export const loader = ({ params }: Route.LoaderArgs) => moved(params);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => moved(params);

export default function ThemePath() {
  return null;
}
