import { buildVariants, splitStock } from '../catalogue/variants';
import type { Product } from '../schemas/catalogue';
import type { CheckoutForm } from '../schemas/forms';

/**
 * Products made up for tests, benchmarks and stories where the seed catalogue is not wanted
 * (or not there yet). Deterministic: the same arguments give the same products.
 */

export const sampleBrands = ['nike', 'caprese', 'puma', 'lifestyle', 'titan', 'reebok', 'rolex', 'unisex', 'craft', 'durian', 'vittoria', 'aura'] as const;
export const sampleColors = ['yellow', 'gray', 'green', 'orange', 'blue', 'white', 'pink', 'red', 'black', 'brown'] as const;

/** A complete, valid billing form, as a shopper fills in the checkout. */
export const sampleBilling: CheckoutForm = {
  first_name: 'Asha',
  last_name: 'Mehta',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  country: 'India',
  address: '14 Lake View Apartments, MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  create_account: false,
  payment: 'stripe',
};

/**
 * A product with every field set; unless `variants` is given, one variant per size x colour sharing
 * out `stock` (so the product's stock is its variants' total).
 */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  const product: Product = {
    id,
    name: `Cotton Night Suit ${id}`,
    category: 'women',
    sub_category_id: 1,
    price: 500,
    salePrice: 450,
    discount: 50,
    tags: ['nike'],
    colors: ['pink'],
    stock: 10,
    rating: 4,
    sale: false,
    new: true,
    description: '<p>Soft cotton night suit.</p>',
    shortDetails: 'Soft cotton night suit.',
    size: ['M', 'L', 'XL'],
    type: 'Night Suit',
    design_no: `NS-${id}`,
    quantity: 1,
    media: [{ full_url: `/images/products/${id}/1.svg` }],
    variants: [],
    pictures: [`/images/products/${id}/1.svg`],
    ...overrides,
  };
  if (overrides.variants) return product;
  const sizeCount = Math.max(1, product.size.length);
  const shares = splitStock(product.stock, Math.max(1, product.colors.length) * sizeCount);
  return {
    ...product,
    variants: buildVariants(
      product,
      (colorIndex, sizeIndex) => shares[colorIndex * sizeCount + sizeIndex] ?? 0,
      (color) => (color ? [`/images/products/${id}/${color}-1.svg`] : []),
    ),
  };
}

/** A small seeded pseudo-random generator (mulberry32), so generated catalogues are reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` varied products with ids 1..count: some without tags or colours, prices 50-1500, discounts 1/10/50/100. */
export function generateProducts(count: number, seed = 1): Product[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const some = <T>(list: readonly T[], max: number): T[] => {
    const n = Math.floor(random() * (max + 1));
    return [...new Set(Array.from({ length: n }, () => pick(list)))];
  };
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const price = Math.round((50 + random() * 1450) * 100) / 100;
    return sampleProduct({
      id,
      name: `${pick(['Cotton', 'Printed', 'Striped', 'Floral', 'Plain'])} ${pick(['Night Suit', 'T-Shirt', 'Lower', 'Leggings', 'Kurti'])} ${id}`,
      price,
      salePrice: Math.round(price * 1.1 * 100) / 100,
      discount: pick([1, 10, 50, 100]),
      tags: some(sampleBrands, 2),
      colors: some(sampleColors, 3),
      stock: 1 + Math.floor(random() * 20),
      rating: random() < 0.2 ? null : 3 + Math.floor(random() * 3),
      sub_category_id: 1 + Math.floor(random() * 10),
    });
  });
}
