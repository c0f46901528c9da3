import type { Category } from '@storefront/api-client';
import type { MessageId } from '../i18n/en';

/** The spec's shop, which Header and Footer name unless a store passes its own brand. */
export const DEFAULT_BRAND = { name: 'Night Suits', established: 2012 } as const;

export interface MenuLink {
  href: string;
  /** A dictionary id for fixed links; subcategory links carry their name from the API instead. */
  labelId?: MessageId;
  label?: string;
}

export interface MenuGroup {
  name: string;
  links: MenuLink[];
}

/** The spec's menu: home, one link per subcategory, about us, quality, contact, inquiry. */
export function buildMenu(categories: readonly Category[]): { home: MenuLink; groups: MenuGroup[]; pages: MenuLink[] } {
  return {
    home: { href: '/', labelId: 'menu.home' },
    groups: categories.map((category) => ({
      name: category.name,
      links: category.sub_category.map((sub) => ({ href: `/sub-category/${sub.id}`, label: sub.name })),
    })),
    pages: [
      { href: '/about-us', labelId: 'menu.aboutUs' },
      { href: '/quality', labelId: 'menu.quality' },
      { href: '/contact', labelId: 'menu.contact' },
      { href: '/inquiry', labelId: 'menu.inquiry' },
    ],
  };
}
