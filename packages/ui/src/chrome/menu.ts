import type { Category, Subcategory } from '@storefront/api-client';

/** The spec's shop, which Header and Footer name unless a store passes its own brand. */
export const DEFAULT_BRAND = { name: 'Night Suits', established: 2012 } as const;

export interface MenuLink {
  label: string;
  href: string;
}

/** A heading with links under it (a category and its subcategories); the heading is a link too when it has `href`. */
export interface MenuGroup {
  label: string;
  /** The group's own page (all of a category's products), if it has one. */
  href?: string;
  links: readonly MenuLink[];
}

/** One entry of the header's menu and the footer's sitemap: a link, or a group of links. */
export type MenuItem = MenuLink | MenuGroup;

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'links' in item;

/** Every link of a menu, groups' links in place of their group (the footer's sitemap). */
export const menuLinks = (items: readonly MenuItem[]): MenuLink[] => items.flatMap((item) => (isMenuGroup(item) ? item.links : [item]));

/**
 * One menu group per category, its subcategories' links under it, each to `href(subcategory)`;
 * the category's name links to `categoryHref(category)` when that gives a page.
 */
export function categoryMenu(
  categories: readonly Category[],
  href: (subcategory: Subcategory) => string,
  categoryHref?: (category: Category) => string | undefined,
): MenuGroup[] {
  return categories.map((category) => {
    const page = categoryHref?.(category);
    return {
      label: category.name,
      ...(page ? { href: page } : {}),
      links: category.sub_category.map((sub) => ({ label: sub.name, href: href(sub) })),
    };
  });
}
