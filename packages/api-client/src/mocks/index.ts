/**
 * Mock handlers (MSW) built from the seed catalogue, for Storybook and component tests.
 * Import from `@storefront/api-client/mocks`.
 */
export {};
