import { type ApiClient, createApiClient } from '@storefront/api-client';
import type { AppLoadContext } from 'react-router';

declare module 'react-router' {
  /** What the store server (server/store-server.mjs) gives every loader, action and entry.server. */
  interface AppLoadContext {
    /** Reaches the API in process, no socket, with the shopper's connection: `/api/v1/...` paths. */
    fetchApi: typeof fetch;
    /** The request's CSP nonce: on React Router's scripts and the page's own inline script and styles. */
    nonce: string;
    /** The shop's origin (`https://shop.example`): SITE_URL's when set, else the request's. */
    origin: string;
  }
}

const clients = new WeakMap<AppLoadContext, ApiClient>();

/**
 * The API client of a request on the server. Links the pages show (catalogue downloads) are the
 * browser's: `/api/v1/...`, on the store's origin.
 */
export function serverApi(context: AppLoadContext): ApiClient {
  let client = clients.get(context);
  if (!client) {
    client = createApiClient({ baseUrl: '/api/v1', fetch: context.fetchApi });
    clients.set(context, client);
  }
  return client;
}
