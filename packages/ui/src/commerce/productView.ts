import { payablePrice, type Product } from '@storefront/api-client';
import type { MessageId } from '../i18n/en';
import type { Translate } from '../i18n/I18nProvider';
import { commerceEn } from './messages';

/**
 * The pictures to show for a product: the chosen colour variant's images when it has some,
 * otherwise the product's pictures, otherwise its media.
 */
export function productPictures(product: Pick<Product, 'pictures' | 'media' | 'variants'>, color?: string | null): string[] {
  if (color) {
    const variant = product.variants.find((v) => v.color === color);
    if (variant && variant.images.length > 0) return variant.images;
  }
  if (product.pictures.length > 0) return product.pictures;
  return product.media.map((m) => m.full_url);
}

/** The colours a shopper can choose: the variants' colours, or the product's colour list. */
export function productColors(product: Pick<Product, 'colors' | 'variants'>): string[] {
  const fromVariants = product.variants.map((v) => v.color);
  return [...new Set(fromVariants.length > 0 ? fromVariants : product.colors)];
}

/**
 * A product colour's name in the active language: the dictionaries name the shop's colours
 * ('black' is 'noir' in French); any other colour shows as the data has it.
 */
export function colourName(t: Translate, colour: string): string {
  const id = `colour.${colour.toLowerCase()}`;
  return Object.hasOwn(commerceEn, id) ? t(id as MessageId) : colour;
}

/** The props of Price for a product: the payable price and, struck out, the original. */
export function priceOf(product: Pick<Product, 'price' | 'discount'>): { amount: number; original: number } {
  return { amount: payablePrice(product), original: product.price };
}

/** True when the product has stock to sell. */
export const inStock = (product: Pick<Product, 'stock'>) => product.stock > 0;
