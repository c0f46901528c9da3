import * as z from 'zod/mini';
import type { topCollectionTypes } from '../choices';

// Each exported schema is built the first time it parses (z.lazy): building all of them when
// the module loads was the largest part of the store's start-up work (ADR 0064).

/** The spec's catalogue entities, exactly as `/api/v1` sends them. */

/**
 * A record's name in other languages, by locale: `{ fr: { name: 'Femmes' } }`. Optional: an
 * answer without it is the spec's shape, and `name` is the default language's (translations.ts).
 */
const nameTranslations = () => z.optional(z.record(z.string(), z.object({ name: z.optional(z.string()) })));

export const subcategorySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.int().check(z.positive()),
    name: z.string().check(z.minLength(1)),
    translations: nameTranslations(),
  }),
);
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    /** The value the category's products carry in `category`: its page lists them (`GET /products?category=`). */
    slug: z.optional(z.string().check(z.minLength(1))),
    sub_category: z.array(subcategorySchema),
    translations: nameTranslations(),
  }),
);
export type Category = z.infer<typeof categorySchema>;

export const detailsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    address: z.string(),
    email: z.string(),
  }),
);
export type Details = z.infer<typeof detailsSchema>;

export const bannerSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    image_path: z.string(),
    title: z.string(),
    url: z.string(),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;


export const mediaSchema = /* @__PURE__ */ z.lazy(() => z.object({ full_url: z.string() }));
export type Media = z.infer<typeof mediaSchema>;

/**
 * One thing a shopper can buy: the product in one size and one colour, with its own SKU and stock.
 * `size` is null for a product sold in one size, `color` null for one without colours.
 */
export const variantSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    sku: z.string().check(z.minLength(1), z.maxLength(100)),
    size: z.nullable(z.string()),
    color: z.nullable(z.string()),
    stock: z.int().check(z.nonnegative()),
    /** This colour's pictures. */
    images: z.array(z.string()),
  }),
);
export type Variant = z.infer<typeof variantSchema>;

/** The product as an object schema, built when called: `z.extend` needs the object itself. */
export function productObjectSchema() {
  return z.object({
    id: z.int().check(z.positive()),
    name: z.string().check(z.minLength(1)),
    category: z.string(),
    /** The brand's menu subcategory; null for the demo products of other store themes. */
    sub_category_id: z.nullable(z.int().check(z.positive())),
    price: z.number().check(z.nonnegative()),
    salePrice: z.number().check(z.nonnegative()),
    /** Percent of the price the shopper pays (the spec's rule: payable = price x discount / 100). */
    discount: z.number().check(z.gte(0), z.lte(100)),
    /** Brand names. */
    tags: z.array(z.string()),
    colors: z.array(z.string()),
    /** Pieces left in all its variants together. */
    stock: z.int().check(z.nonnegative()),
    /** 3 to 5 where rated; null where the product has no rating. */
    rating: z.nullable(z.number().check(z.gte(0), z.lte(5))),
    sale: z.boolean(),
    new: z.boolean(),
    /** HTML: sanitise before rendering. */
    description: z.string(),
    shortDetails: z.string(),
    size: z.array(z.string()),
    type: z.string(),
    design_no: z.string(),
    quantity: z.int().check(z.nonnegative()),
    media: z.array(mediaSchema),
    /** One per size x colour it is sold in (docs/adr/0090). */
    variants: z.array(variantSchema),
    pictures: z.array(z.string()),
  });
}

export const productSchema = /* @__PURE__ */ z.lazy(productObjectSchema);
export type Product = z.infer<typeof productSchema>;

export const productListSchema = /* @__PURE__ */ z.lazy(() => z.array(productSchema));

export const productPageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    items: z.array(productSchema),
    total: z.int().check(z.nonnegative()),
    page: z.int().check(z.positive()),
    pageSize: z.int().check(z.positive()),
    /** The `after` of the page that follows (opaque), null on the last page. */
    next: z.nullable(z.string()),
    /** What a search looked for when it corrected the words typed (`q=kurtti`: "kurti"); absent otherwise. */
    correctedQuery: z.optional(z.string()),
  }),
);
export type ProductPage = z.infer<typeof productPageSchema>;

/** One choice of a filter and how many products choosing it would show. */
export const facetCountSchema = /* @__PURE__ */ z.lazy(() => z.object({ value: z.string(), count: z.int().check(z.nonnegative()) }));
export type FacetCount = z.infer<typeof facetCountSchema>;

/**
 * The filter sidebar's choices for a list (`GET /products/facets`): each facet counted with every
 * other filter applied but its own; `price` is the payable price range in whole units, null when
 * nothing matches.
 */
export const productFacetsSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    total: z.int().check(z.nonnegative()),
    brands: z.array(facetCountSchema),
    colors: z.array(facetCountSchema),
    sizes: z.array(facetCountSchema),
    price: z.nullable(z.object({ min: z.number(), max: z.number() })),
  }),
);
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** Words that complete or correct what the shopper typed in the search box (`GET /search/suggestions`). */
export const searchSuggestionsSchema = /* @__PURE__ */ z.lazy(() => z.array(z.string()));

/** Product ids in a range, ascending (`GET /product-ids`, the store's sitemap). */
export const productIdsSchema = /* @__PURE__ */ z.lazy(() => z.array(z.int().check(z.positive())));

export type TopCollectionType = (typeof topCollectionTypes)[number];
