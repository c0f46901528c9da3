/**
 * The spec's pure catalogue rules. They live beside the schemas so the
 * server, the mock handlers and the shopper state all apply exactly the same rules.
 */
export * from './money';
export * from './filter';
export * from './sort';
export * from './facets';
export * from './paging';
export * from './variants';
export * from './colors';
