import { type CartLine, lineSum, type Product } from '@storefront/api-client';
import { seedBrandProducts } from '@storefront/api-client/seed';

/** Fixed seed products for the commerce stories and tests. */
export const sampleProducts: readonly Product[] = seedBrandProducts;

export const sampleProduct = seedBrandProducts[0] as Product;

/** The first product with no stock left, and one with a single piece. */
export const soldOutProduct: Product = seedBrandProducts.find((p) => p.stock === 0) ?? { ...sampleProduct, id: 999, stock: 0 };

/** A product with hostile HTML in its description, for sanitising stories and tests. */
export const hostileProduct: Product = {
  ...sampleProduct,
  id: 998,
  description: '<p>Soft cotton.</p><script>window.hacked = true</script><img src="data:," onerror="window.hacked = true" alt=""><a href="javascript:window.hacked = true">a link</a>',
};

export const cartLine = (product: Product, qty: number): CartLine => ({ ...product, qty, sum: lineSum(product, qty) });

export const sampleCart: CartLine[] = [cartLine(seedBrandProducts[0] as Product, 2), cartLine(seedBrandProducts[1] as Product, 1), cartLine(seedBrandProducts[2] as Product, 3)];

export const detailHref = (product: Pick<Product, 'id'>) => `/product/${product.id}`;
