import type { Category } from '@storefront/api-client';
import { categoryMenu, type MenuItem, type ShopRoutes, type Translate } from '@storefront/ui';

/** This store's paths (the spec's route table), given once to the UI's LinkProvider. */
export const storeRoutes: ShopRoutes = {
  home: '/',
  shop: '/left-sidebar/collection',
  cart: '/cart',
  wishlist: '/wishlist',
  compare: '/compare',
  checkout: '/checkout',
  product: (id) => `/product/${id}`,
  blogPost: '/blog/details',
  login: '/pages/login',
  register: '/pages/register',
  forgotPassword: '/pages/forget-password',
};

/** A subcategory's page: its products, filtered in its URL. */
export const subcategoryHref = (id: number) => `/sub-category/${id}`;

/** A category's page: all the products of its subcategories (`slug` is what they carry in `category`). */
export const categoryHref = (slug: string) => `/category/${encodeURIComponent(slug)}`;

/**
 * The spec's menu: home, one link per subcategory under its category (whose name links to its
 * page), about us, quality, contact, inquiry.
 */
export function storeMenu(t: Translate, categories: readonly Category[]): MenuItem[] {
  return [
    { label: t('menu.home'), href: storeRoutes.home },
    ...categoryMenu(
      categories,
      (subcategory) => subcategoryHref(subcategory.id),
      (category) => (category.slug ? categoryHref(category.slug) : undefined),
    ),
    { label: t('menu.aboutUs'), href: '/about-us' },
    { label: t('menu.quality'), href: '/quality' },
    { label: t('menu.contact'), href: '/contact' },
    { label: t('menu.inquiry'), href: '/inquiry' },
  ];
}
