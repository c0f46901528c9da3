import type { Generated } from 'kysely';

/** Table types for Kysely. One interface per table, named after it. */
export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  position: number;
}

export interface SubcategoriesTable {
  id: number;
  category_id: number;
  name: string;
  position: number;
}

export interface ShopDetailsTable {
  id: number;
  address: string;
  email: string;
}

export interface Database {
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  shop_details: ShopDetailsTable;
}
