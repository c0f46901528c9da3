import { z } from 'zod';
import { productSchema } from './catalogue';

/** Client-side shopper state (cart, filters) of section 3. */

export const cartLineSchema = productSchema.extend({
  qty: z.number().int().positive(),
  sum: z.number().nonnegative(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const sortKeys = ['HighToLow', 'LowToHigh', 'Newest', 'AscOrder', 'DescOrder'] as const;
export const sortBySchema = z.enum(sortKeys);
export type SortBy = z.infer<typeof sortBySchema>;

export const priceRangeSchema = z
  .object({ min: z.number().nonnegative(), max: z.number().nonnegative() })
  .refine((range) => range.min <= range.max, { message: 'min must not exceed max' });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const filtersSchema = z.object({
  brands: z.array(z.string()),
  color: z.string().nullable(),
  value: priceRangeSchema,
  sortBy: sortBySchema,
});
export type Filters = z.infer<typeof filtersSchema>;
