import type { ServerOptions } from 'node:http';

/**
 * Options for the API's and the store's HTTP server. Node closes an idle keep-alive connection
 * after 5 s by default; a load balancer or client that sends its next request on it just then gets
 * a reset. Balancers keep idle connections up to 60 s (AWS's default), so the server keeps them
 * longer and the closing comes from the client's side. A stopping server still closes each one
 * as soon as its last answer is sent (gracefulStop).
 */
export const httpServerOptions = { keepAliveTimeout: 65_000, headersTimeout: 66_000 } satisfies ServerOptions;
