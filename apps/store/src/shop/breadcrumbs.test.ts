import type { Category } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { productTrail, subcategoryTrail } from './breadcrumbs';

const categories: Category[] = [
  { name: 'Women', slug: 'women', sub_category: [{ id: 1, name: 'Night Suits' }] },
  { name: 'Kids', sub_category: [{ id: 7, name: 'Kids Night Suits' }] },
];

describe('breadcrumb trails', () => {
  it("lead from home through the product's category and subcategory to the product", () => {
    expect(productTrail('Home', categories, { name: 'Cotton suit', sub_category_id: 1 })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Women', href: '/category/women' },
      { label: 'Night Suits', href: '/sub-category/1' },
      { label: 'Cotton suit' },
    ]);
  });

  it('leave out what the menu does not know: a category without a page, a product outside the menu', () => {
    expect(subcategoryTrail('Home', categories, 7, 'Products')).toEqual([{ label: 'Home', href: '/' }, { label: 'Kids' }, { label: 'Kids Night Suits' }]);
    expect(subcategoryTrail('Home', categories, 99, 'Products')).toEqual([{ label: 'Home', href: '/' }, { label: 'Products' }]);
    expect(productTrail('Home', categories, { name: 'Demo watch', sub_category_id: null })).toEqual([{ label: 'Home', href: '/' }, { label: 'Demo watch' }]);
  });
});
