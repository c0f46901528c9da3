/**
 * The texts this package reports, keyed for translation. English is word for word the spec's,
 * spelling and spacing included; the UI may show `text` or look the key up itself.
 */
export const shopperMessageKeys = {
  cartAdded: 'toast.cartAdded',
  cartRemoved: 'toast.cartRemoved',
  cartDecremented: 'toast.cartDecremented',
  wishlistAdded: 'toast.wishlistAdded',
  wishlistRemoved: 'toast.wishlistRemoved',
  compareAdded: 'toast.compareAdded',
  /** Product page and quick view availability label. */
  inStock: 'stock.inStock',
  /** Product page label when plus would pass the stock. */
  outOfStockProduct: 'stock.outOfStockProduct',
  /** Cart row label when the quantity has reached the stock. */
  outOfStockCart: 'stock.outOfStockCart',
} as const;

export type ShopperMessageKey = (typeof shopperMessageKeys)[keyof typeof shopperMessageKeys];

export const shopperMessages: Record<'en' | 'fr', Record<ShopperMessageKey, string>> = {
  en: {
    'toast.cartAdded': 'Item Added to Cart',
    'toast.cartRemoved': 'Item Removed from Cart',
    'toast.cartDecremented': 'Item Decrement Qty to Cart',
    'toast.wishlistAdded': 'Item Added to Wishlist',
    'toast.wishlistRemoved': 'Item Removed from Wishlist',
    'toast.compareAdded': 'Item Added to Compare',
    'stock.inStock': 'InStock',
    'stock.outOfStockProduct': 'Out of Stock !',
    'stock.outOfStockCart': 'out of Stock',
  },
  fr: {
    'toast.cartAdded': 'Article ajouté au panier',
    'toast.cartRemoved': 'Article retiré du panier',
    'toast.cartDecremented': 'Quantité diminuée dans le panier',
    'toast.wishlistAdded': 'Article ajouté à la liste de souhaits',
    'toast.wishlistRemoved': 'Article retiré de la liste de souhaits',
    'toast.compareAdded': 'Article ajouté au comparateur',
    'stock.inStock': 'En stock',
    'stock.outOfStockProduct': 'Rupture de stock !',
    'stock.outOfStockCart': 'rupture de stock',
  },
};

export function shopperMessage(key: ShopperMessageKey, locale: 'en' | 'fr' = 'en'): string {
  return shopperMessages[locale][key];
}
