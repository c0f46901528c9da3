import * as z from 'zod/mini';

// Each exported schema is built the first time it parses (z.lazy): building all of them when
// the module loads was the largest part of the store's start-up work (ADR 0064).

/** Content the server keeps as data: blog posts, FAQ, lookbook. */

export const blogPostSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.int().check(z.positive()),
    title: z.string(),
    /** ISO date, e.g. 2026-03-14. */
    date: z.string(),
    author: z.string(),
    hits: z.int().check(z.nonnegative()),
    comments: z.int().check(z.nonnegative()),
    excerpt: z.string(),
    /** HTML: sanitise before rendering. */
    body: z.string(),
    image: z.string(),
  }),
);
export type BlogPost = z.infer<typeof blogPostSchema>;

export const faqItemSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    question: z.string(),
    answer: z.string(),
    /** The question and answer in other languages, by locale (translations.ts). Optional. */
    translations: z.optional(z.record(z.string(), z.object({ question: z.optional(z.string()), answer: z.optional(z.string()) }))),
  }),
);
export type FaqItem = z.infer<typeof faqItemSchema>;

export const lookbookHotspotSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    /** Position on the picture, in percent of its width and height. */
    x: z.number().check(z.gte(0), z.lte(100)),
    y: z.number().check(z.gte(0), z.lte(100)),
    product_id: z.int().check(z.positive()),
    name: z.string(),
    price: z.number().check(z.nonnegative()),
  }),
);
export const lookbookSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    id: z.int().check(z.positive()),
    title: z.string(),
    image: z.string(),
    hotspots: z.array(lookbookHotspotSchema),
  }),
);
export type Lookbook = z.infer<typeof lookbookSchema>;
export type LookbookHotspot = z.infer<typeof lookbookHotspotSchema>;

export const createdSchema = /* @__PURE__ */ z.lazy(() => z.object({ id: z.int().check(z.positive()) }));
