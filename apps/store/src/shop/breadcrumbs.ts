import type { Category, Product } from '@storefront/api-client';
import type { BreadcrumbItem } from '@storefront/ui';
import { categoryHref, subcategoryHref } from '../app/storeLinks';

/** The category a subcategory belongs to, and the subcategory itself, from the menu's categories. */
export function findSubcategory(categories: readonly Category[], subcategoryId: number | null) {
  for (const category of categories) {
    const subcategory = category.sub_category.find((sub) => sub.id === subcategoryId);
    if (subcategory) return { category, subcategory };
  }
  return undefined;
}

/** A category's link in a trail: to its page when it has one (a slug). */
const categoryCrumb = (category: Category): BreadcrumbItem => (category.slug ? { label: category.name, href: categoryHref(category.slug) } : { label: category.name });

/** Home / category / subcategory (the current page). */
export function subcategoryTrail(home: string, categories: readonly Category[], subcategoryId: number, fallback: string): BreadcrumbItem[] {
  const found = findSubcategory(categories, subcategoryId);
  if (!found) return [{ label: home, href: '/' }, { label: fallback }];
  return [{ label: home, href: '/' }, categoryCrumb(found.category), { label: found.subcategory.name }];
}

/** Home / category / subcategory / the product (the current page); what is not known is left out. */
export function productTrail(home: string, categories: readonly Category[], product: Pick<Product, 'name' | 'sub_category_id'>): BreadcrumbItem[] {
  const found = findSubcategory(categories, product.sub_category_id);
  return [
    { label: home, href: '/' },
    ...(found ? [categoryCrumb(found.category), { label: found.subcategory.name, href: subcategoryHref(found.subcategory.id) }] : []),
    { label: product.name },
  ];
}
