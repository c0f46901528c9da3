import type { Category, Subcategory } from '@storefront/api-client';

/** The spec's shop, which Header and Footer name unless a store passes its own brand. */
export const DEFAULT_BRAND = { name: 'Night Suits', established: 2012 } as const;

export interface MenuLink {
  label: string;
  href: string;
}

/** A heading with links under it (a category and its subcategories). */
export interface MenuGroup {
  label: string;
  links: readonly MenuLink[];
}

/** One entry of the header's menu and the footer's sitemap: a link, or a group of links. */
export type MenuItem = MenuLink | MenuGroup;

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'links' in item;

/** Every link of a menu, groups' links in place of their group (the footer's sitemap). */
export const menuLinks = (items: readonly MenuItem[]): MenuLink[] => items.flatMap((item) => (isMenuGroup(item) ? item.links : [item]));

/** One menu group per category, its subcategories' links under it, each to `href(subcategory)`. */
export function categoryMenu(categories: readonly Category[], href: (subcategory: Subcategory) => string): MenuGroup[] {
  return categories.map((category) => ({ label: category.name, links: category.sub_category.map((sub) => ({ label: sub.name, href: href(sub) })) }));
}
