import type { z } from 'zod';
import { ApiError } from './errors';
import { categorySchema, detailsSchema, type Category, type Details } from './schemas/catalogue';
import { errorBodySchema } from './schemas/order';

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

export const DEFAULT_TIMEOUT_MS = 10_000;

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    call: CallOptions & { body?: unknown } = {},
  ): Promise<z.infer<S>> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
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
      if (call.signal?.aborted) throw new ApiError('The request was cancelled.', 0, {}, 'aborted');
      if (timeout.aborted) throw new ApiError('The server took too long to answer.', 0, {}, 'timeout');
      throw new ApiError('The server could not be reached.', 0, {}, 'network');
    }
    let payload: unknown;
    try {
      payload = response.status === 204 ? null : await response.json();
    } catch {
      throw new ApiError('The server sent an answer that could not be read.', response.status, {}, 'malformed');
    }
    if (!response.ok) {
      const body = errorBodySchema.safeParse(payload);
      throw new ApiError(
        body.success ? body.data.error : `The server answered ${response.status}.`,
        response.status,
        body.success ? (body.data.fields ?? {}) : {},
      );
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError('The server sent an answer of an unexpected shape.', response.status, {}, 'malformed');
    }
    return parsed.data;
  }

  return {
    baseUrl,
    request,
    categories: (call?: CallOptions): Promise<Category[]> =>
      request('GET', '/categories', categorySchema.array(), call),
    details: (call?: CallOptions): Promise<Details> => request('GET', '/details', detailsSchema, call),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
