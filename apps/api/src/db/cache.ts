import type { Category, Product } from '@storefront/api-client';
import type { Db } from './connection';
import { rowToProduct, variantsByProduct } from './products';
import { loadTranslations, withTranslations } from './translations';

/** The spec: home sections show at most 8 products. */
export const LATEST_SIZE = 8;

export interface CatalogueSnapshot {
  products: Map<number, Product>;
  /** The brand's products (in its menu), newest first. */
  brand: Product[];
  categories: Category[];
  /** Answers serialised once per snapshot: the hot paths send these strings as they are. */
  json: { product: Map<number, string>; latest: string; categories: string };
}

/**
 * The catalogue held in memory for the hot read paths (one product, the home sliders, the menu).
 * Nothing but orders change it at run time, and orders invalidate it after they commit; the
 * time-to-live bounds staleness when another process (another API replica on PostgreSQL, or an
 * owner editing the database) changes it. Orders never read stock from here: they use the
 * database's conditional update, so a stale snapshot can only show a stale stock figure (ADR 0011).
 */
export class CatalogueCache {
  private snapshot: CatalogueSnapshot | undefined;
  private loadedAt = 0;
  private loading: Promise<CatalogueSnapshot> | undefined;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  async get(): Promise<CatalogueSnapshot> {
    if (this.snapshot && Date.now() - this.loadedAt < this.ttlMs) return this.snapshot;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Called after a write that changed the catalogue (an order took stock). */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
  }

  private async load(): Promise<CatalogueSnapshot> {
    const generation = this.generation;
    const started = Date.now();
    const [rows, variants, categories, subcategories, categoryTexts, subcategoryTexts] = await Promise.all([
      this.db.kysely.selectFrom('products').selectAll().orderBy('id', 'desc').execute(),
      variantsByProduct(this.db.kysely, 'all'),
      this.db.kysely.selectFrom('categories').selectAll().orderBy('position').execute(),
      this.db.kysely.selectFrom('subcategories').selectAll().orderBy('position').execute(),
      loadTranslations(this.db.kysely, 'category'),
      loadTranslations(this.db.kysely, 'subcategory'),
    ]);
    const products = rows.map((row) => rowToProduct(row, variants.get(row.id) ?? []));
    const brand = products.filter((product) => product.sub_category_id !== null);
    const menu = categories.map((category) =>
      withTranslations(
        {
          name: category.name,
          sub_category: subcategories
            .filter((sub) => sub.category_id === category.id)
            .map((sub) => withTranslations({ id: sub.id, name: sub.name }, subcategoryTexts.get(sub.id))),
        },
        categoryTexts.get(category.id),
      ),
    );
    const snapshot: CatalogueSnapshot = {
      products: new Map(products.map((product) => [product.id, product])),
      brand,
      categories: menu,
      json: {
        product: new Map(products.map((product) => [product.id, JSON.stringify(product)])),
        latest: JSON.stringify(brand.slice(0, LATEST_SIZE)),
        categories: JSON.stringify(menu),
      },
    };
    // An order that committed while this load ran may not be in it: keep it for this caller only.
    if (generation === this.generation) {
      this.snapshot = snapshot;
      this.loadedAt = started;
    }
    return snapshot;
  }
}
