import type { Product } from '@storefront/api-client';

/**
 * What the database keeps beside a product so that filters, counts and search are indexed SQL
 * (docs/adr/0012, 0100). One module for the insert, the migrations and the queries.
 */

/** Lower case, accents dropped, anything but letters and digits a space: the words search sees. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** `|a|b|` for the values, '' for none (matches any choice): the text of a filter key set (keySets.ts). */
export function keysOf(values: readonly string[]): string {
  const clean = [...new Set(values.map(keyValue))].filter(Boolean);
  return clean.length === 0 ? '' : `|${clean.join('|')}|`;
}

/** A value as it stands in a key column and in a filter: lower case (sizes upper), no `|`, `%` or `_`. */
export function keyValue(value: string): string {
  return value.trim().replace(/[|%_\\]/g, '').slice(0, 40);
}

type StockedVariant = { size: string | null; stock: number };
type Keyed = Pick<Product, 'tags' | 'colors' | 'size'> & { variants: readonly StockedVariant[] };

/**
 * The sizes still in stock: a product sold in sizes of which none is left has `|` (matches no
 * size), one sold in no size '' (matches any), as the shared rule says. Orders keep it current.
 */
export function sizeKeys(variants: readonly StockedVariant[], sized = variants.some((variant) => variant.size !== null)): string {
  if (!sized) return '';
  return keysOf(variants.filter((variant) => variant.size !== null && variant.stock > 0).map((variant) => variant.size as string)) || '|';
}

type ColoredVariant = StockedVariant & { color: string | null };

/**
 * The colour and size pairs still in stock (`|black/XL|pink/M|`: colours lower case, sizes as
 * they are), which a colour filter with sizes reads: '' for a product sold in no colour or no size
 * (the colour and size keys alone decide for it), `|` when none is left.
 */
export function variantKeys(variants: readonly ColoredVariant[]): string {
  const paired = variants.filter((variant) => variant.color !== null && variant.size !== null);
  if (paired.length === 0) return '';
  return keysOf(paired.filter((variant) => variant.stock > 0).map((variant) => variantKey(variant.color as string, variant.size as string))) || '|';
}

/** One colour and size pair as `variantKeys` writes it. */
export const variantKey = (color: string, size: string) => `${color.toLowerCase()}/${size}`;

/** The filter keys of a product (brands and colours lower case, as the filters read them). */
export function filterKeys(product: Keyed): { tag_keys: string; color_keys: string; size_keys: string } {
  return {
    tag_keys: keysOf(product.tags.map((tag) => tag.toLowerCase())),
    color_keys: keysOf(product.colors.map((color) => color.toLowerCase())),
    size_keys: sizeKeys(product.variants, product.size.length > 0 || product.variants.some((variant) => variant.size !== null)),
  };
}

/**
 * The words a product is found by: name, type, brands, colours, category, subcategory and design
 * number (also joined, `ns1001`), normalised as `searchWords` does.
 */
export function searchDocument(
  product: Pick<Product, 'name' | 'type' | 'tags' | 'colors' | 'category' | 'design_no'>,
  subcategoryName: string | undefined,
): string {
  const design = searchWords(product.design_no);
  return [
    ...searchWords(product.name),
    ...searchWords(product.type),
    ...product.tags.flatMap(searchWords),
    ...product.colors.flatMap(searchWords),
    ...searchWords(product.category),
    ...searchWords(subcategoryName ?? ''),
    ...design,
    design.join(''),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The words of a document that typo correction and suggestions may offer: no numbers, and not the
 * letters of the product's design number (`ns` of NS-1001), which are a code rather than a word.
 */
export function searchTermsOf(document: string, designNo = ''): string[] {
  const code = new Set(searchWords(designNo));
  return [...new Set(document.split(' '))].filter((word) => word.length <= 60 && !/\d/.test(word) && !code.has(word));
}
