/**
 * The seed catalogue: the data the server seeds its database with on first start, and that the
 * mock handlers and stories use. Import from `@storefront/api-client/seed` (not part of the main entry).
 */
export { seedCategories, seedDetails } from './shop';
