/**
 * The seed catalogue: the data the server seeds its database with on first start, and that the
 * mock handlers and stories use. Import from `@storefront/api-client/seed` (not part of the main entry).
 * Pure data and pure functions only: it runs in browsers too.
 */
export { seedCategories, seedDetails } from './shop';
export {
  findSeedProduct,
  seedBrandProducts,
  seedBrands,
  seedColors,
  seedDemoProducts,
  seedProducts,
} from './products';
export { seedBanners, seedBlogPosts, seedFaq, seedLookbooks } from './content';
export { bannerImagePath, blogImagePath, IMAGE_PREFIX, lookbookImagePath, productImagePath } from './paths';
export { colorHex, hexOf, productShapes, renderSeedImage, type SeedImage, type Shape } from './images';
