import { seedBrandProducts, seedDemoProducts } from '@storefront/api-client/seed';
import type { DemoSlug } from './routes';

/** The seed's category of each demo home (kids come from the brand's own kids range). */
const demoCategory: Record<Exclude<DemoSlug, 'kids'>, string> = {
  fashion: 'fashion',
  pets: 'pets',
  watch: 'watch',
  vegetables: 'vegetable',
  beauty: 'beauty',
  electronic: 'electronics',
  furniture: 'furniture',
};

const firstPicture = (products: typeof seedDemoProducts, match: (category: string) => boolean) =>
  products.find((product) => match(product.category))?.pictures[0];

/** A seed product picture per demo home, for stories. */
export const demoImages: Partial<Record<DemoSlug, string>> = Object.fromEntries(
  [
    ...Object.entries(demoCategory).map(([slug, category]) => [slug, firstPicture(seedDemoProducts, (c) => c === category)]),
    ['kids', firstPicture(seedBrandProducts, (c) => /kid/i.test(c))],
  ].filter(([, picture]) => picture !== undefined),
);
