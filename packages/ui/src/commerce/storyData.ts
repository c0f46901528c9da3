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

/** The product sold in one size and colour only (its first variant), with `stock` pieces of it. */
export function withStock(product: Product, stock: number): Product {
  const first = product.variants[0];
  if (!first) return { ...product, stock };
  return { ...product, size: first.size === null ? [] : [first.size], colors: first.color === null ? [] : [first.color], variants: [{ ...first, stock }], stock };
}

/** A cart line of the product's first variant in stock, or of the variant with this SKU. */
export const cartLine = (product: Product, qty: number, sku?: string | null): CartLine => ({
  ...product,
  sku: sku === undefined ? (product.variants.find((variant) => variant.stock > 0)?.sku ?? null) : sku,
  qty,
  sum: lineSum(product, qty),
});

export const sampleCart: CartLine[] = [cartLine(seedBrandProducts[0] as Product, 2), cartLine(seedBrandProducts[1] as Product, 1), cartLine(seedBrandProducts[2] as Product, 3)];

/** The kids' night suit sold in pink and green, M to XL. */
export const sizedProduct = seedBrandProducts.find((p) => p.id === 37) as Product;
const skuOf = (size: string, color: string) => sizedProduct.variants.find((v) => v.size === size && v.color === color)?.sku ?? null;

/** The same night suit twice: pink L and green M, each its own line. */
export const twoVariantCart: CartLine[] = [cartLine(sizedProduct, 1, skuOf('L', 'pink')), cartLine(sizedProduct, 2, skuOf('M', 'green'))];

/** A line saved before sizes were kept: no SKU, and its size is chosen at checkout. */
export const lineWithoutSize: CartLine = { ...cartLine(sizedProduct, 1, null), variants: [] };

/** A product with one size sold out in every colour and one colour sold out in every size. */
export const partlySoldOutProduct: Product = {
  ...sizedProduct,
  id: 997,
  variants: sizedProduct.variants.map((v) => (v.size === 'XL' || v.color === 'green' ? { ...v, stock: 0 } : v)),
};

export const detailHref = (product: Pick<Product, 'id'>) => `/product/${product.id}`;
