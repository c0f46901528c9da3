// `@storefront/ui/sample-data`: small, valid data of the types the components render, to try them
// before a store's own API answers (and for its tests and stories). Plain data: server code can
// import it too.
import { buildVariants, type CartLine, type Category, type Details, lineSum, type Product, splitStock } from '@storefront/api-client';

/** A picture of one colour with the product's name on it, as an SVG data URL (no file, no network). */
export function samplePicture(name: string, colour = '#c9d6df', width = 600, height = 800): string {
  const text = name.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1b1b1f">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const names = ['Linen Shirt', 'Everyday Tee', 'Wide Trousers', 'Rib Knit Dress', 'Rain Jacket', 'Wool Scarf', 'Canvas Tote', 'Lounge Set'];
const colours: Record<string, string> = { black: '#3a3a3a', white: '#f4f4f4', blue: '#9ec1e6', green: '#a8d5a2', red: '#ef9a9a', yellow: '#f6df8e' };
const colourNames = Object.keys(colours);

/**
 * One product with every field the components read, numbered `id` (1 by default), sold in each of
 * its sizes and colours (a variant, with a SKU, for each); `overrides` replace any field. Prices follow the kit's rule: `discount` is the percentage of `price` the
 * shopper pays (price 40, discount 75: pays 30).
 */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  const name = overrides.name ?? names[(id - 1) % names.length] ?? 'Product';
  const productColours = overrides.colors ?? [colourNames[id % colourNames.length] ?? 'black', colourNames[(id + 2) % colourNames.length] ?? 'white'];
  const pictures = productColours.map((colour) => samplePicture(name, colours[colour]));
  const product: Product = {
    id,
    name,
    category: 'women',
    sub_category_id: 1,
    price: 20 + ((id * 7) % 40),
    salePrice: 0,
    discount: id % 3 === 0 ? 75 : 100,
    tags: ['Northwind'],
    colors: productColours,
    stock: 12,
    rating: 4,
    sale: id % 3 === 0,
    new: id % 4 === 1,
    description: `<p>${name} in soft, breathable cotton.</p>`,
    shortDetails: `${name}: easy to wear, easy to wash.`,
    size: ['S', 'M', 'L'],
    type: 'clothing',
    design_no: `NW-${String(id).padStart(3, '0')}`,
    quantity: 1,
    media: pictures.map((full_url) => ({ full_url })),
    variants: [],
    pictures,
    ...overrides,
  };
  if (overrides.variants) return product;
  // One variant per size and colour, the product's stock shared out between them.
  const count = Math.max(1, product.size.length) * Math.max(1, product.colors.length);
  const stocks = splitStock(product.stock, count);
  const variants = buildVariants(
    product,
    (colourIndex, sizeIndex) => stocks[colourIndex * Math.max(1, product.size.length) + sizeIndex] ?? 0,
    (colour) => (colour === null ? [] : [samplePicture(name, colours[colour])]),
  );
  return { ...product, variants };
}

/** `count` products numbered from 1 (ids 1..count), each as sampleProduct makes it. */
export function sampleProducts(count = 8): Product[] {
  return Array.from({ length: count }, (_, index) => sampleProduct({ id: index + 1 }));
}

/**
 * A cart line of `product` at `qty`, in the variant `sku` (its first variant in stock by default);
 * its `sum` (what the line costs) is computed, and CartTable computes it again rather than trust it.
 */
export function sampleCartLine(product: Product, qty = 1, sku = (product.variants.find((variant) => variant.stock > 0) ?? product.variants[0])?.sku ?? null): CartLine {
  return { ...product, sku, qty, sum: lineSum(product, qty) };
}

/** Menu data: two categories with their subcategories. */
export const sampleCategories: Category[] = [
  { name: 'Women', sub_category: [{ id: 1, name: 'Shirts' }, { id: 2, name: 'Dresses' }] },
  { name: 'Kids', sub_category: [{ id: 3, name: 'Sleepwear' }] },
];

/** The shop's address and e-mail, as the Footer shows them. */
export const sampleDetails: Details = { address: '1 Market Street, Springfield', email: 'hello@shop.example' };
