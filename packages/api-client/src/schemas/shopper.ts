import * as z from 'zod/mini';
import { sortKeys } from '../choices';
import { productObjectSchema } from './catalogue';

// Each exported schema is built the first time it parses (z.lazy): building all of them when
// the module loads was the largest part of the store's start-up work (ADR 0064).

/** Client-side shopper state (cart, filters), as the spec has it. */

/**
 * A cart line: the product (as it was when added) with the chosen variant's SKU, a quantity and
 * its sum. `sku` is null only for a line saved before sizes were kept: it asks for a size at checkout.
 */
export const cartLineSchema = /* @__PURE__ */ z.lazy(() =>
  z.extend(productObjectSchema(), {
    sku: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
    qty: z.int().check(z.positive()),
    sum: z.number().check(z.nonnegative()),
  }),
);
export type CartLine = z.infer<typeof cartLineSchema>;

export const sortBySchema = /* @__PURE__ */ z.enum(sortKeys);
export type SortBy = z.infer<typeof sortBySchema>;

export const priceRangeSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .object({ min: z.number().check(z.nonnegative()), max: z.number().check(z.nonnegative()) })
    .check(z.refine((range) => range.min <= range.max, { message: 'min must not exceed max' })),
);
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const filtersSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    brands: z.array(z.string()),
    color: z.nullable(z.string()),
    /** Sizes of which one must be in stock; empty: any size. */
    sizes: z.array(z.string()),
    value: priceRangeSchema,
    sortBy: sortBySchema,
  }),
);
export type Filters = z.infer<typeof filtersSchema>;
