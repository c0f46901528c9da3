import { z } from 'zod';

/** Catalogue entities of section 3 of the spec, exactly as `/api/v1` sends them. */

export const subcategorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  name: z.string().min(1),
  sub_category: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const detailsSchema = z.object({
  address: z.string(),
  email: z.string(),
});
export type Details = z.infer<typeof detailsSchema>;

export const bannerSchema = z.object({
  image_path: z.string(),
  title: z.string(),
  url: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const productCategories = [
  'women',
  'kids',
  'men',
  'fashion',
  'vegetable',
  'watch',
  'furniture',
  'beauty',
  'electronics',
  'pets',
] as const;

export const mediaSchema = z.object({ full_url: z.string() });
export type Media = z.infer<typeof mediaSchema>;

export const variantSchema = z.object({
  color: z.string(),
  images: z.array(z.string()),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  category: z.string(),
  /** The brand's menu subcategory; null for the demo products of other store themes. */
  sub_category_id: z.number().int().positive().nullable(),
  price: z.number().nonnegative(),
  salePrice: z.number().nonnegative(),
  /** Percent of the price the shopper pays (the spec's rule: payable = price x discount / 100). */
  discount: z.number().min(0).max(100),
  /** Brand names. */
  tags: z.array(z.string()),
  colors: z.array(z.string()),
  stock: z.number().int().nonnegative(),
  /** 3 to 5 where rated; null where the product has no rating. */
  rating: z.number().min(0).max(5).nullable(),
  sale: z.boolean(),
  new: z.boolean(),
  /** HTML: sanitise before rendering. */
  description: z.string(),
  shortDetails: z.string(),
  size: z.array(z.string()),
  type: z.string(),
  design_no: z.string(),
  quantity: z.number().int().nonnegative(),
  media: z.array(mediaSchema),
  variants: z.array(variantSchema),
  pictures: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const topCollectionTypes = ['random', 'latest'] as const;
export type TopCollectionType = (typeof topCollectionTypes)[number];
