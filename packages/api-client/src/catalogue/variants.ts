import type { Product, Variant } from '../schemas/catalogue';
import type { CartLine } from '../schemas/shopper';

/**
 * The rules of a product's variants (one per size x colour, each with a SKU and its own stock),
 * shared by the server (seed, migration, orders), the shopper state and the UI.
 */

type WithVariants = Pick<Product, 'variants'>;

/** A SKU: the design number (or the product id), colour and size, upper case, `KNS-1007-PINK-L`. */
export function variantSku(product: Pick<Product, 'id' | 'design_no'>, color: string | null, size: string | null): string {
  const part = (text: string) =>
    text
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const base = part(product.design_no) || `P${product.id}`;
  return [base, part(color ?? '') || 'NA', part(size ?? '') || 'OS'].join('-').slice(0, 100);
}

/** The variants of a product with these sizes and colours, in order (colour by colour), stock from `stockOf`. */
export function buildVariants(
  product: Pick<Product, 'id' | 'design_no' | 'size' | 'colors'>,
  stockOf: (colorIndex: number, sizeIndex: number) => number,
  imagesOf: (color: string | null) => string[] = () => [],
): Variant[] {
  const colors: (string | null)[] = product.colors.length > 0 ? [...new Set(product.colors)] : [null];
  const sizes: (string | null)[] = product.size.length > 0 ? [...new Set(product.size)] : [null];
  return colors.flatMap((color, colorIndex) =>
    sizes.map((size, sizeIndex) => ({
      sku: variantSku(product, color, size),
      size,
      color,
      stock: stockOf(colorIndex, sizeIndex),
      images: imagesOf(color),
    })),
  );
}

/**
 * `total` pieces shared out over `count` variants as evenly as they go, the first ones taking the
 * remainder: 10 over 6 is 2, 2, 2, 2, 1, 1. A database that kept one stock per product is split so.
 */
export function splitStock(total: number, count: number): number[] {
  if (count <= 0) return [];
  const each = Math.floor(total / count);
  const rest = total - each * count;
  return Array.from({ length: count }, (_, index) => each + (index < rest ? 1 : 0));
}

/** Pieces left over all the variants; a product without variants keeps its own figure. */
export function totalStock(product: Pick<Product, 'variants' | 'stock'>): number {
  return product.variants.length > 0 ? product.variants.reduce((sum, variant) => sum + variant.stock, 0) : product.stock;
}

export const isSoldOut = (product: Pick<Product, 'variants' | 'stock'>) => totalStock(product) < 1;

export function findVariant(product: WithVariants, sku: string | null | undefined): Variant | undefined {
  return sku ? product.variants.find((variant) => variant.sku === sku) : undefined;
}

/** The variant of this size and colour (null: the product has none of that option). */
export function variantFor(product: WithVariants, size: string | null, color: string | null): Variant | undefined {
  return product.variants.find((variant) => variant.size === size && variant.color === color);
}

/** The sizes a shopper chooses from, in the product's order (from the variants, else its size list). */
export function sizesOf(product: Pick<Product, 'variants' | 'size'>): string[] {
  const fromVariants = product.variants.flatMap((variant) => (variant.size === null ? [] : [variant.size]));
  return [...new Set(fromVariants.length > 0 || product.variants.length > 0 ? fromVariants : product.size)];
}

/** The colours a shopper chooses from (from the variants, else its colour list). */
export function colorsOfProduct(product: Pick<Product, 'variants' | 'colors'>): string[] {
  const fromVariants = product.variants.flatMap((variant) => (variant.color === null ? [] : [variant.color]));
  return [...new Set(fromVariants.length > 0 || product.variants.length > 0 ? fromVariants : product.colors)];
}

/** A colour named in any case ('Pink'), as the product spells it, when the product comes in it. */
export function productColorNamed(product: Pick<Product, 'variants' | 'colors'>, name: string | null | undefined): string | undefined {
  const wanted = name?.toLowerCase();
  return wanted ? colorsOfProduct(product).find((color) => color.toLowerCase() === wanted) : undefined;
}

/**
 * Whether a size can still be bought: in the given colour when one is chosen, in any colour
 * otherwise. A product without variants (data from before them) counts every size as available.
 */
export function sizeAvailable(product: WithVariants, size: string, color: string | null): boolean {
  if (product.variants.length === 0) return true;
  return product.variants.some((variant) => variant.size === size && (color === null || variant.color === color) && variant.stock > 0);
}

/** Whether a colour can still be bought, in the chosen size when there is one. */
export function colorAvailable(product: WithVariants, color: string, size: string | null): boolean {
  if (product.variants.length === 0) return true;
  return product.variants.some((variant) => variant.color === color && (size === null || variant.size === size) && variant.stock > 0);
}

/** The sizes with stock in some colour: what a product card shows. */
export function sizesInStock(product: Pick<Product, 'variants' | 'size'>): string[] {
  return sizesOf(product).filter((size) => sizeAvailable(product, size, null));
}

/**
 * The variant a shopper's choice points to, or why it points to none: the size or colour is still
 * to choose (`missing`), or the combination is not sold or has no stock left (`unavailable`).
 * A lone size or colour needs no choosing.
 */
export type VariantChoice =
  | { kind: 'chosen'; variant: Variant }
  | { kind: 'missing'; option: 'size' | 'color' }
  | { kind: 'unavailable' };

export function resolveChoice(product: Pick<Product, 'variants' | 'size' | 'colors'>, size: string | null, color: string | null): VariantChoice {
  const sizes = sizesOf(product);
  const colors = colorsOfProduct(product);
  const chosenSize = size ?? (sizes.length === 1 ? (sizes[0] as string) : null);
  const chosenColor = color ?? (colors.length === 1 ? (colors[0] as string) : null);
  if (sizes.length > 1 && chosenSize === null) return { kind: 'missing', option: 'size' };
  if (colors.length > 1 && chosenColor === null) return { kind: 'missing', option: 'color' };
  const variant = variantFor(product, sizes.length === 0 ? null : chosenSize, colors.length === 0 ? null : chosenColor);
  return variant && variant.stock > 0 ? { kind: 'chosen', variant } : { kind: 'unavailable' };
}

/**
 * A cart line's identity: its product and variant. The same product in two sizes is two lines; a
 * line saved before sizes were kept has no SKU and stands for its product alone.
 */
export function cartLineKey(line: Pick<CartLine, 'id' | 'sku'>): string {
  return `${line.id}/${line.sku ?? ''}`;
}

/** The line's variant, when it names one its product has. */
export function lineVariant(line: Pick<CartLine, 'variants' | 'sku'>): Variant | undefined {
  return findVariant(line, line.sku);
}

/** Pieces the line may hold: its variant's stock, or the product's for a line without one. */
export function lineStock(line: Pick<CartLine, 'variants' | 'sku' | 'stock'>): number {
  return lineVariant(line)?.stock ?? line.stock;
}
