/**
 * Mock handlers (MSW 2) built from the seed catalogue, for Storybook and component tests, and
 * made-up products for tests and benchmarks. Import from `@storefront/api-client/mocks`;
 * needs `msw` (an optional peer dependency).
 */
export { createHandlers, errorHandlers, malformedHandlers, networkErrorHandlers, seedMockData, slowHandlers, type MockData, type MockOptions } from './handlers';
export { generateProducts, sampleBilling, sampleBrands, sampleColors, sampleProduct, seededRandom } from './fixtures';
