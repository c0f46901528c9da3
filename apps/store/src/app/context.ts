import type { ApiClient } from '@storefront/api-client';

declare module 'react-router' {
  /** What the store server (server/store-server.mjs) gives every loader, action and entry.server. */
  interface AppLoadContext {
    /** The API as the server reaches it: in process, no socket, with the shopper's connection. */
    api: ApiClient;
    /** The request's CSP nonce: on React Router's scripts and the page's own inline script and styles. */
    nonce: string;
  }
}
