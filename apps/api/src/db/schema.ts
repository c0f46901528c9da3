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

/**
 * A product; money in integer cents, booleans as 0/1, lists as JSON text (ADR 0010). Its stock is
 * its variants' (product_variants), and `color_images_json` holds each colour's pictures.
 */
export interface ProductsTable {
  id: number;
  name: string;
  category: string;
  sub_category_id: number | null;
  price_cents: number;
  sale_price_cents: number;
  discount: number;
  payable_cents: number;
  rating: number | null;
  sale: number;
  is_new: number;
  description: string;
  short_details: string;
  type: string;
  design_no: string;
  quantity: number;
  tags_json: string;
  colors_json: string;
  size_json: string;
  media_json: string;
  /** `[{ color, images }]`: the pictures of each colour. */
  color_images_json: string;
  pictures_json: string;
  /** The name as names sort (`nameSortKey`), byte-ordered on both dialects. */
  name_key: string;
  /** Ids in `filter_key_sets` of the product's brands, colours and sizes in stock (db/keySets.ts). */
  brand_set: number;
  color_set: number;
  size_set: number;
  /** The id of its colour and size pairs in stock (`variantKeys`). */
  variant_set: number;
}

/**
 * Each distinct filter key `|a|b|` of one kind ('' where a product has none; sizes only those in
 * stock): see db/keys.ts. Products refer to their three sets by id.
 */
export interface FilterKeySetsTable {
  id: Generated<number>;
  kind: 'brand' | 'color' | 'size' | 'variant';
  keys: string;
}

/**
 * A brand product's words for search (`rowid` is its id): its name's words, and all its words
 * (name included). FTS5 on SQLite; on PostgreSQL a table with a tsvector column beside each text.
 */
export interface ProductSearchTable {
  rowid: number;
  name: string;
  document: string;
}

/** How many products of a category and subcategory (0: none) share three key sets (db/facetCounts.ts). */
export interface FacetCountsTable {
  category: string;
  sub_category_id: number;
  brand_set: number;
  color_set: number;
  size_set: number;
  products: number;
  /** The group's cheapest and dearest payable price; null once it has no products. */
  min_cents: number | null;
  max_cents: number | null;
}

/**
 * How many products of a category and subcategory (0: none) share four key sets, their colour and
 * size pairs in stock among them (db/facetCounts.ts): a colour with sizes reads its total here.
 */
export interface VariantCountsTable {
  category: string;
  sub_category_id: number;
  brand_set: number;
  color_set: number;
  size_set: number;
  variant_set: number;
  products: number;
}

/**
 * Each word of each search document with its product's filter columns (db/productWords.ts): kept
 * by triggers on PostgreSQL (migrations 0013, 0019, 0020); on SQLite written with the documents by
 * insertProducts, a trigger on `products` keeping the filter columns (migration 0021).
 */
export interface ProductWordsTable
  extends Pick<ProductsTable, 'category' | 'sub_category_id' | 'brand_set' | 'color_set' | 'size_set' | 'variant_set' | 'payable_cents'> {
  word: string;
  /** 0 when the product's name holds the word, else 1: search relevance's tier. */
  tier: number;
  product_id: number;
  /** The product's word before this one in byte order; '' for its first (migrations 0020, 0021). */
  prev_word: string;
  /** For a word of the product's name, the name's word before it; '' for its first and for other words. */
  prev_name_word: string;
  /** The first of the name's words from this one on (this one when the name holds it); null when none. */
  next_name_word: string | null;
}

/** Every word of the search documents: typo correction and suggestions. */
export interface SearchTermsTable {
  term: string;
}

/** Form posts per client address and window, shared by every API process. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** Unix time in milliseconds when the window ends (bigint: a string from node-postgres). */
  reset_at: number | string;
}

/** One thing to buy: a product in one size and colour (null where it has none), with its stock. */
export interface ProductVariantsTable {
  product_id: number;
  sku: string;
  size: string | null;
  color: string | null;
  stock: number;
  position: number;
}

export interface BannersTable {
  id: number;
  image_path: string;
  title: string;
  url: string;
}

export interface BlogPostsTable {
  id: number;
  title: string;
  date: string;
  author: string;
  hits: number;
  comments: number;
  excerpt: string;
  body: string;
  image: string;
}

export interface FaqTable {
  id: number;
  question: string;
  answer: string;
}

/** A record's text in another language: `('category', 1, 'fr', 'name') -> 'Femmes'`. */
export interface TranslationsTable {
  /** Which table's record: 'category', 'subcategory' or 'faq'. */
  entity: TranslatedEntity;
  entity_id: number;
  locale: string;
  field: string;
  value: string;
}
export type TranslatedEntity = 'category' | 'subcategory' | 'faq';

export interface LookbooksTable {
  id: number;
  title: string;
  image: string;
  hotspots_json: string;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
  created_at: string;
}

export interface InquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  product: string;
  phone: string;
  message: string;
  firm_name: string;
  city: string;
  state: string;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  idempotency_key: string;
  total_cents: number;
  currency: string;
  billing_json: string;
  payment_json: string;
  created_at: string;
}

/** A payment the server created and confirms; see migrations/0006_payments.ts. */
export interface PaymentsTable {
  id: string;
  idempotency_key: string;
  method: 'stripe' | 'paypal';
  /** Who charges it: 'test' (offline), 'stripe' or 'paypal'. */
  processor: string;
  amount_cents: number;
  currency: string;
  /** The priced lines (PricedLine[]) the payment is for. */
  lines_json: string;
  billing_json: string;
  status: 'requires_confirmation' | 'processing' | 'declined' | 'paid' | 'refunded' | 'failed';
  /** The provider's reference: a PaymentIntent, a PayPal order. */
  provider_ref: string | null;
  /** What a refund names: the PayPal capture (a card refund names the PaymentIntent). */
  capture_ref: string | null;
  decline_code: string | null;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  product_id: number;
  /** The variant bought; null on lines placed before variants were kept. */
  sku: string | null;
  size: string | null;
  color: string | null;
  /** The variant's first picture, or ''. */
  image: Generated<string>;
  name: string;
  qty: number;
  unit_price_cents: number;
  sum_cents: number;
}

export interface Database {
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  shop_details: ShopDetailsTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  filter_key_sets: FilterKeySetsTable;
  facet_counts: FacetCountsTable;
  variant_counts: VariantCountsTable;
  product_search: ProductSearchTable;
  product_words: ProductWordsTable;
  search_terms: SearchTermsTable;
  rate_limit_hits: RateLimitHitsTable;
  banners: BannersTable;
  blog_posts: BlogPostsTable;
  faq: FaqTable;
  lookbooks: LookbooksTable;
  translations: TranslationsTable;
  subscribers: SubscribersTable;
  contact_messages: ContactMessagesTable;
  inquiries: InquiriesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
}
