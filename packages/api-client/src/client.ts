import type * as z from 'zod/mini';
import type { AnswerSchemas } from './answers';
import { ApiError } from './errors';
import type { Banner, Category, Details, Product, ProductFacets, ProductPage, Subcategory, TopCollectionType } from './schemas/catalogue';
import type { BlogPost, FaqItem, Lookbook } from './schemas/content';
import type { ContactMessage, Inquiry, Subscriber } from './schemas/forms';
import type { Order } from './schemas/order';
import type { Payment, PaymentConfig, PaymentConfirm, PaymentRequest } from './schemas/payment';
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

/** The filters of `GET /products` and `GET /products/facets`, in the contract's own words (docs/api-contract.md). */
export interface ProductFilterParams {
  /** A demo theme's category (`fashion`, ...); absent means the brand's own products. */
  category?: string;
  subcategory?: number;
  /**
   * Selected brands: a product carrying one of them, or none at all, matches. Absent: no brand
   * filter. An empty list is sent as `brands=` and means "no brand selected", so only untagged
   * products match (the spec's filter rule).
   */
  brands?: readonly string[];
  color?: string | null;
  /** Sizes of which one must be in stock; absent or empty: any size. */
  sizes?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  /** Search words: typos are forgiven, and results come best first unless a sort is given. */
  q?: string;
}

/** The query of `GET /products`: filters, a sort and a page. */
export interface ProductListParams extends ProductFilterParams {
  sort?: SortBy;
  /** From 1. */
  page?: number;
  /** Default 20 on the server, at most 100. */
  pageSize?: number;
  /** The previous page's `next`: the page after it (instead of `page`; infinite scroll). */
  after?: string;
}

/** The query string of `GET /products` (or of its facets) for these params, without the leading `?` (stable order). */
export function productListQueryString(params: ProductListParams = {}): string {
  const query = new URLSearchParams();
  if (params.category) query.set('category', params.category);
  if (params.subcategory !== undefined) query.set('subcategory', String(params.subcategory));
  if (params.brands !== undefined) query.set('brands', params.brands.join(','));
  if (params.color) query.set('color', params.color);
  if (params.sizes && params.sizes.length > 0) query.set('sizes', params.sizes.join(','));
  if (params.minPrice !== undefined) query.set('min_price', String(params.minPrice));
  if (params.maxPrice !== undefined) query.set('max_price', String(params.maxPrice));
  if (params.q?.trim()) query.set('q', params.q.trim());
  if (params.sort) query.set('sort', params.sort);
  if (params.page !== undefined) query.set('page', String(params.page));
  if (params.pageSize !== undefined) query.set('page_size', String(params.pageSize));
  if (params.after) query.set('after', params.after);
  return query.toString();
}

/** The query of `GET /subcategories-product/{id}`: a page of the subcategory's products, with filters and a sort. */
export type SubcategoryListParams = Omit<ProductListParams, 'subcategory' | 'category'>;

export const DEFAULT_TIMEOUT_MS = 10_000;

export type Subscribed = z.infer<AnswerSchemas['subscribed']>;
export type Created = z.infer<AnswerSchemas['created']>;

/** The answer schemas and zod: loaded with the first answer, not with the client (ADR 0065). */
const loadAnswers = () => import('./answers');

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /**
   * One call: the answer is checked against `schema` (any zod schema, through its Standard Schema
   * interface, so this module needs no zod code of its own). The client's own calls pass their
   * schema still loading: it downloads beside the request.
   */
  async function request<S extends z.ZodMiniType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S | Promise<S>,
    call: CallOptions & { body?: unknown } = {},
  ): Promise<z.infer<S>> {
    if (call.signal?.aborted) throw new ApiError('The request was cancelled.', 0, {}, 'aborted');
    const checker = Promise.resolve(schema);
    checker.catch(() => {}); // awaited below; a failure before then must not be reported as unhandled
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
      const checked = readable ? await check(loadAnswers().then((answers) => answers.errorBodySchema), payload).catch(() => undefined) : undefined;
      const body = checked?.ok ? checked.value : undefined;
      throw new ApiError(body?.error ?? `The server answered ${response.status}.`, response.status, body?.fields ?? {}, 'http', body?.decline_code);
    }
    if (!readable) {
      throw new ApiError('The server sent an answer that could not be read.', response.status, {}, 'malformed');
    }
    let checked: Checked<z.infer<S>>;
    try {
      checked = await check(checker, payload);
    } catch {
      return fail(); // the schema's code could not be downloaded
    }
    if (!checked.ok) {
      throw new ApiError('The server sent an answer of an unexpected shape.', response.status, {}, 'malformed');
    }
    return checked.value;
  }

  type AnswerName = keyof AnswerSchemas;
  type Answer<N extends AnswerName> = Promise<z.infer<AnswerSchemas[N]>>;
  // Typed by name: the schema behind each name is the one in answers.ts.
  const answer = (name: AnswerName): Promise<z.ZodMiniType> => loadAnswers().then((answers) => answers.answerSchemas[name]);
  const get = <N extends AnswerName>(path: string, name: N, call?: CallOptions) => request('GET', path, answer(name), call) as Answer<N>;
  const post = <N extends AnswerName>(path: string, name: N, body: unknown, call?: CallOptions) =>
    request('POST', path, answer(name), { ...call, body }) as Answer<N>;
  const id = (value: number) => encodeURIComponent(String(value));

  return {
    baseUrl,
    request,

    topCollection: (type: TopCollectionType, call?: CallOptions): Promise<Product[]> =>
      get(`/top-collection/${encodeURIComponent(type)}`, 'productList', call),
    banners: (call?: CallOptions): Promise<Banner[]> => get('/banners', 'banners', call),
    categories: (call?: CallOptions): Promise<Category[]> => get('/categories', 'categories', call),
    subcategory: (subcategoryId: number, call?: CallOptions): Promise<Subcategory> =>
      get(`/subcategories/${id(subcategoryId)}`, 'subcategory', call),
    subcategoryProducts: (subcategoryId: number, params: SubcategoryListParams = {}, call?: CallOptions): Promise<ProductPage> => {
      const query = productListQueryString(params);
      return get(`/subcategories-product/${id(subcategoryId)}${query ? `?${query}` : ''}`, 'productPage', call);
    },
    product: (productId: number, call?: CallOptions): Promise<Product> =>
      get(`/products/${id(productId)}`, 'product', call),
    products: (params: ProductListParams = {}, call?: CallOptions): Promise<ProductPage> => {
      const query = productListQueryString(params);
      return get(query ? `/products?${query}` : '/products', 'productPage', call);
    },
    /** The filter sidebar's choices and counts for these filters. */
    productFacets: (params: ProductFilterParams = {}, call?: CallOptions): Promise<ProductFacets> => {
      const query = productListQueryString(params);
      return get(query ? `/products/facets?${query}` : '/products/facets', 'productFacets', call);
    },
    /** The best matches for the header's search overlay (a paged search is `products({ q })`). */
    search: (q: string, call?: CallOptions & { limit?: number }): Promise<Product[]> => {
      const query = new URLSearchParams({ q });
      if (call?.limit !== undefined) query.set('limit', String(call.limit));
      return get(`/search?${query}`, 'productList', call);
    },
    /** Words completing or correcting what is typed, from the search index. */
    searchSuggestions: (q: string, call?: CallOptions & { limit?: number }): Promise<string[]> => {
      const query = new URLSearchParams({ q });
      if (call?.limit !== undefined) query.set('limit', String(call.limit));
      return get(`/search/suggestions?${query}`, 'searchSuggestions', call);
    },
    /** The brand's product ids from `from` to `to` (at most 50,000 apart), ascending: for a sitemap. */
    productIds: (from: number, to: number, call?: CallOptions): Promise<number[]> =>
      get(`/product-ids?${new URLSearchParams({ from: String(from), to: String(to) })}`, 'productIds', call),
    details: (call?: CallOptions): Promise<Details> => get('/details', 'details', call),
    blog: (call?: CallOptions): Promise<BlogPost[]> => get('/blog', 'blog', call),
    blogPost: (postId: number, call?: CallOptions): Promise<BlogPost> => get(`/blog/${id(postId)}`, 'blogPost', call),
    faq: (call?: CallOptions): Promise<FaqItem[]> => get('/faq', 'faq', call),
    lookbook: (call?: CallOptions): Promise<Lookbook[]> => get('/lookbook', 'lookbook', call),

    subscribe: (body: Subscriber, call?: CallOptions): Promise<Subscribed> => post('/subscribers', 'subscribed', body, call),
    sendContact: (body: ContactMessage, call?: CallOptions): Promise<Created> => post('/contact', 'created', body, call),
    sendInquiry: (body: Inquiry, call?: CallOptions): Promise<Created> => post('/inquiry', 'created', body, call),
    /** The shop's payment set-up: which card processor, PayPal's client id. */
    paymentConfig: (call?: CallOptions): Promise<PaymentConfig> => get('/payments/config', 'paymentConfig', call),
    /** A payment for these lines, priced by the server. */
    createPayment: (body: PaymentRequest, call?: CallOptions): Promise<Payment> => post('/payments', 'payment', body, call),
    /**
     * Confirms a payment (charges the card, or captures the approved PayPal order) and answers the
     * order it placed; the same payment confirmed again answers the same order.
     */
    confirmPayment: (paymentId: string, body: PaymentConfirm, call?: CallOptions): Promise<Order> =>
      post(`/payments/${encodeURIComponent(paymentId)}/confirm`, 'order', body, call),

    /** Link targets (opened in a new tab), not fetches: the server answers with an attachment. */
    catalogPdfUrl: (productId: number): string => `${baseUrl}/pdf/${id(productId)}`,
    catalogZipUrl: (productId: number): string => `${baseUrl}/zip/${id(productId)}`,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

type Checked<T> = { ok: true; value: T } | { ok: false };

/** The payload as `schema`'s output, if it matches. */
async function check<S extends z.ZodMiniType>(schema: S | Promise<S>, payload: unknown): Promise<Checked<z.infer<S>>> {
  const result = await (await schema)['~standard'].validate(payload);
  return result.issues ? { ok: false } : { ok: true, value: result.value as z.infer<S> };
}
