import { nameSortKey, payablePrice, priceBounds, type Product, type SortBy } from '@storefront/api-client';

export { payablePrice, priceBounds };

/** Whether each neighbouring pair is in the order the sort promises (ties: id descending). */
export function sortKeysInOrder(products: readonly Product[], sortBy: SortBy): boolean {
  const key = (product: Product) => nameSortKey(product.name);
  for (let index = 1; index < products.length; index += 1) {
    const a = products[index - 1] as Product;
    const b = products[index] as Product;
    const byId = a.id > b.id;
    const ok =
      sortBy === 'Newest'
        ? byId
        : sortBy === 'LowToHigh'
          ? payablePrice(a) < payablePrice(b) || (payablePrice(a) === payablePrice(b) && byId)
          : sortBy === 'HighToLow'
            ? payablePrice(a) > payablePrice(b) || (payablePrice(a) === payablePrice(b) && byId)
            : sortBy === 'AscOrder'
              ? key(a) < key(b) || (key(a) === key(b) && byId)
              : key(a) > key(b) || (key(a) === key(b) && byId);
    if (!ok) return false;
  }
  return true;
}
