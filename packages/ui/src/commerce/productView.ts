import { colorAvailable, colorsOfProduct, payablePrice, type Product, productColorNamed, resolveChoice } from '@storefront/api-client';
import type { MessageId } from '../i18n/en';
import type { Translate } from '../i18n/I18nProvider';
import { commerceEn } from './messages';

/** The chosen colour variant's own images, when it has some. */
export function colorPictures(product: Pick<Product, 'variants'>, color?: string | null): string[] | undefined {
  if (!color) return undefined;
  const variant = product.variants.find((v) => v.color?.toLowerCase() === color.toLowerCase());
  return variant && variant.images.length > 0 ? variant.images : undefined;
}

/**
 * The pictures to show for a product: the chosen colour variant's images when it has some,
 * otherwise the product's pictures, otherwise its media.
 */
export function productPictures(product: Pick<Product, 'pictures' | 'media' | 'variants'>, color?: string | null): string[] {
  return colorPictures(product, color) ?? (product.pictures.length > 0 ? product.pictures : product.media.map((m) => m.full_url));
}

/** The colours a shopper can choose: the variants' colours, or the product's colour list. */
export const productColors = colorsOfProduct;

/**
 * The colour a product page or quick view opens on (its pictures show first): `preferred` (the
 * colour a list was narrowed to) when the product comes in it, else the first one still in stock.
 */
export function openingColor(product: Pick<Product, 'colors' | 'variants'>, preferred?: string | null): string | null {
  const colors = colorsOfProduct(product);
  return productColorNamed(product, preferred) ?? colors.find((color) => colorAvailable(product, color, null)) ?? colors[0] ?? null;
}

/**
 * A product colour's name in the active language: the dictionaries name the shop's colours
 * ('black' is 'noir' in French); any other colour shows as the data has it.
 */
export function colourName(t: Translate, colour: string): string {
  const id = `colour.${colour.toLowerCase()}`;
  return Object.hasOwn(commerceEn, id) ? t(id as MessageId) : colour;
}

/**
 * A variant as a shopper reads it: 'L / pink' (the colour in the active language), 'L', 'pink',
 * or '' for a product sold in one size without colours.
 */
export function variantLabel(t: Translate, variant: { size?: string | null; color?: string | null }): string {
  return [variant.size ?? null, variant.color ? colourName(t, variant.color) : null].filter((part) => part !== null && part !== '').join(' / ');
}

/** The props of Price for a product: the payable price and, struck out, the original. */
export function priceOf(product: Pick<Product, 'price' | 'discount'>): { amount: number; original: number } {
  return { amount: payablePrice(product), original: product.price };
}

/** True when the product has stock to sell. */
export const inStock = (product: Pick<Product, 'stock'>) => product.stock > 0;

/** Whether adding this product needs the shopper to choose a size or colour first (a card's quick add). */
export const needsChoice = (product: Pick<Product, 'variants' | 'size' | 'colors'>) => resolveChoice(product, null, null).kind === 'missing';
