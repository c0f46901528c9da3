import * as z from 'zod/mini';
import { ApiError } from './errors';
import {
  bannerSchema,
  categorySchema,
  detailsSchema,
  productListSchema,
  productPageSchema,
  productSchema,
  subcategorySchema,
  type Banner,
  type Category,
  type Details,
  type Product,
  type ProductPage,
  type Subcategory,
  type TopCollectionType,
} from './schemas/catalogue';
import { blogPostSchema, createdSchema, faqItemSchema, lookbookSchema, type BlogPost, type FaqItem, type Lookbook } from './schemas/content';
import type { ContactMessage, Inquiry, Subscriber } from './schemas/forms';
import { errorBodySchema, orderSchema, type Order, type OrderRequest } from './schemas/order';
import type { SortBy } from './schemas/shopper';

export interface ApiClientOptions {
  /** Origin and prefix of the API, e.g. `http://localhost:3000/api/v1` or `/api/v1`. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call is abandoned with an ApiError of kind 'timeout'. */
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** The query of `GET /products`, in the contract's own words (see docs/api-contract.md). */
export interface ProductListParams {
  /** A demo theme's category (`fashion`, ...); absent means the brand's own products. */
  category?: string;
  subcategory?: number;
  /**
   * Selected brands. Absent: no brand filter. An empty list is sent as `brands=` and means
   * "no brand selected", so only untagged products match (the spec's filter rule).
   */
  brands?: readonly string[];
  color?: string | null;
  minPrice?: number;
  maxPrice?: number;
  sort?: SortBy;
  /** From 1. */
  page?: number;
  /** Default 20 on the server, at most 100. */
  pageSize?: number;
}

/** The query string of `GET /products` for these params, without the leading `?` (stable order). */
export function productListQueryString(params: ProductListParams = {}): string {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.subcategory !== undefined) query.set('subcategory', String(params.subcategory));
  if (params.brands !== undefined) query.set('brands', params.brands.join(','));
  if (params.color) query.set('color', params.color);
  if (params.minPrice !== undefined) query.set('min_price', String(params.minPrice));
  if (params.maxPrice !== undefined) query.set('max_price', String(params.maxPrice));
  if (params.sort) query.set('sort', params.sort);
  if (params.page !== undefined) query.set('page', String(params.page));
  if (params.pageSize !== undefined) query.set('page_size', String(params.pageSize));
  return query.toString();
}

export const DEFAULT_TIMEOUT_MS = 10_000;

const subscribedSchema = z.object({ email: z.string() });
export type Subscribed = z.infer<typeof subscribedSchema>;
export type Created = z.infer<typeof createdSchema>;

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<S extends z.ZodMiniType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    call: CallOptions & { body?: unknown } = {},
  ): Promise<z.infer<S>> {
    if (call.signal?.aborted) throw new ApiError('The request was cancelled.', 0, {}, 'aborted');
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    // Reading the body can stall as long as connecting, so both sit under the same signal.
    const fail = (): never => {
      if (call.signal?.aborted) throw new ApiError('The request was cancelled.', 0, {}, 'aborted');
      if (timeout.aborted) throw new ApiError('The server took too long to answer.', 0, {}, 'timeout');
      throw new ApiError('The server could not be reached.', 0, {}, 'network');
    };
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        signal,
        headers: {
          Accept: 'application/json',
          ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
    } catch {
      return fail();
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      return fail();
    }
    let payload: unknown = null;
    let readable = true;
    if (text !== '') {
      try {
        payload = JSON.parse(text);
      } catch {
        readable = false;
      }
    }
    if (!response.ok) {
      const body = readable ? z.safeParse(errorBodySchema, payload) : undefined;
      throw new ApiError(
        body?.success ? body.data.error : `The server answered ${response.status}.`,
        response.status,
        body?.success ? (body.data.fields ?? {}) : {},
      );
    }
    if (!readable) {
      throw new ApiError('The server sent an answer that could not be read.', response.status, {}, 'malformed');
    }
    const parsed = z.safeParse(schema, payload);
    if (!parsed.success) {
      throw new ApiError('The server sent an answer of an unexpected shape.', response.status, {}, 'malformed');
    }
    return parsed.data;
  }

  const get = <S extends z.ZodMiniType>(path: string, schema: S, call?: CallOptions) => request('GET', path, schema, call);
  const post = <S extends z.ZodMiniType>(path: string, schema: S, body: unknown, call?: CallOptions) =>
    request('POST', path, schema, { ...call, body });
  const id = (value: number) => encodeURIComponent(String(value));

  return {
    baseUrl,
    request,

    topCollection: (type: TopCollectionType, call?: CallOptions): Promise<Product[]> =>
      get(`/top-collection/${encodeURIComponent(type)}`, productListSchema, call),
    banners: (call?: CallOptions): Promise<Banner[]> => get('/banners', z.array(bannerSchema), call),
    categories: (call?: CallOptions): Promise<Category[]> => get('/categories', z.array(categorySchema), call),
    subcategory: (subcategoryId: number, call?: CallOptions): Promise<Subcategory> =>
      get(`/subcategories/${id(subcategoryId)}`, subcategorySchema, call),
    subcategoryProducts: (subcategoryId: number, call?: CallOptions): Promise<Product[]> =>
      get(`/subcategories-product/${id(subcategoryId)}`, productListSchema, call),
    product: (productId: number, call?: CallOptions): Promise<Product> =>
      get(`/products/${id(productId)}`, productSchema, call),
    products: (params: ProductListParams = {}, call?: CallOptions): Promise<ProductPage> => {
      const query = productListQueryString(params);
      return get(query ? `/products?${query}` : '/products', productPageSchema, call);
    },
    search: (q: string, call?: CallOptions & { limit?: number }): Promise<Product[]> => {
      const query = new URLSearchParams({ q });
      if (call?.limit !== undefined) query.set('limit', String(call.limit));
      return get(`/search?${query}`, productListSchema, call);
    },
    details: (call?: CallOptions): Promise<Details> => get('/details', detailsSchema, call),
    blog: (call?: CallOptions): Promise<BlogPost[]> => get('/blog', z.array(blogPostSchema), call),
    blogPost: (postId: number, call?: CallOptions): Promise<BlogPost> => get(`/blog/${id(postId)}`, blogPostSchema, call),
    faq: (call?: CallOptions): Promise<FaqItem[]> => get('/faq', z.array(faqItemSchema), call),
    lookbook: (call?: CallOptions): Promise<Lookbook[]> => get('/lookbook', z.array(lookbookSchema), call),

    subscribe: (body: Subscriber, call?: CallOptions): Promise<Subscribed> => post('/subscribers', subscribedSchema, body, call),
    sendContact: (body: ContactMessage, call?: CallOptions): Promise<Created> => post('/contact', createdSchema, body, call),
    sendInquiry: (body: Inquiry, call?: CallOptions): Promise<Created> => post('/inquiry', createdSchema, body, call),
    placeOrder: (body: OrderRequest, call?: CallOptions): Promise<Order> => post('/orders', orderSchema, body, call),

    /** Link targets (opened in a new tab), not fetches: the server answers with an attachment. */
    catalogPdfUrl: (productId: number): string => `${baseUrl}/pdf/${id(productId)}`,
    catalogZipUrl: (productId: number): string => `${baseUrl}/zip/${id(productId)}`,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
