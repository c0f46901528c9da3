import * as z from 'zod/mini';
import {
  bannerSchema,
  categorySchema,
  detailsSchema,
  productFacetsSchema,
  productListSchema,
  productPageSchema,
  productIdsSchema,
  productSchema,
  searchSuggestionsSchema,
  subcategorySchema,
} from './schemas/catalogue';
import { blogPostSchema, createdSchema, faqItemSchema, lookbookSchema } from './schemas/content';
import { errorBodySchema, orderSchema } from './schemas/order';
import { paymentConfigSchema, paymentSchema } from './schemas/payment';

/**
 * The schema of each `/api/v1` answer the client checks. This module, and zod with it, loads with
 * the first answer (client.ts imports it dynamically): a page that asks the API nothing, like a
 * server-rendered first visit, never downloads them (ADR 0065).
 */
export const answerSchemas = {
  productList: productListSchema,
  productPage: productPageSchema,
  productFacets: productFacetsSchema,
  searchSuggestions: searchSuggestionsSchema,
  productIds: productIdsSchema,
  product: productSchema,
  banners: z.array(bannerSchema),
  categories: z.array(categorySchema),
  subcategory: subcategorySchema,
  details: detailsSchema,
  blog: z.array(blogPostSchema),
  blogPost: blogPostSchema,
  faq: z.array(faqItemSchema),
  lookbook: z.array(lookbookSchema),
  subscribed: z.object({ email: z.string() }),
  created: createdSchema,
  order: orderSchema,
  payment: paymentSchema,
  paymentConfig: paymentConfigSchema,
};

export type AnswerSchemas = typeof answerSchemas;

export { errorBodySchema };
