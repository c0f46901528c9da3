import { useThemeState } from '@storefront/ui';
import { useCallback } from 'react';

/** The store's own texts (page titles and descriptions, load errors); the UI package has the rest. */
const en = {
  'meta.home': "Night suits, t-shirts, lowers, leggings, kurtis and nightwear for women and kids, since 2012.",
  'meta.page': '{title} at Night Suits: night suits, t-shirts, lowers, leggings, kurtis and nightwear for women and kids.',
  'title.collection': 'Collection',
  'title.products': 'Products',
  'title.cart': 'Cart',
  'title.wishlist': 'Wishlist',
  'title.compare': 'Compare',
  'title.checkout': 'Checkout',
  'title.orderSuccess': 'Order success',
  'title.contact': 'Contact Us',
  'title.inquiry': 'Inquiry',
  'title.newsletter': 'Newsletter',
  'title.blog': 'Blog',
  'title.landing': 'Storefront kit: demos and layouts',
  'title.notFound': 'Page not found',
  'title.collections': 'Collections',
  'load.error': 'We could not load this. Check your connection and try again.',
  'load.retry': 'Try again',
  'load.loading': 'Loading...',
  'search.resultsFor': 'Results for "{query}"',
  'search.prompt': 'Type a product name, type, brand or design number.',
  'product.related': 'You may also like',
  'product.recentlyViewed': 'Recently viewed',
  'collections.intro': 'Browse every collection of the shop.',
  'demo.title': '{name} demo',
  'demo.intro': 'Sample products of the {name} store theme.',
  'card.title': 'Pay by card',
  'card.name': 'Name on card',
  'card.number': 'Card number',
  'card.expiry': 'Expiry (MM/YY)',
  'card.cvc': 'Security code',
  'card.pay': 'Pay {amount}',
  'card.testNumbers': 'This shop runs in test mode: pay with one of these test cards (any future expiry date, any 3-digit code).',
  'card.outcome.approved': 'approved',
  'card.outcome.declined': 'declined',
  'card.outcome.insufficient_funds': 'declined: insufficient funds',
  'card.error.name': 'Enter the name on the card.',
  'card.error.number': 'Enter a valid card number.',
  'card.error.expiry': 'Enter the expiry date as MM/YY.',
  'card.error.expired': 'This card has expired.',
  'card.error.cvc': 'Enter the 3 or 4 digit security code.',
  'card.declined.notTestCard': 'This shop takes test cards only. Use one of the test card numbers shown on this page.',
  'card.declined.declined': 'Your card was declined. No money was taken; try another card.',
  'card.declined.insufficient_funds': 'Your card has insufficient funds. No money was taken; try another card.',
  'card.cartChanged': 'Your cart changed in another tab while you were paying. Nothing was charged; check your order and place it again.',
  'paypal.failed': 'PayPal could not complete the payment. Nothing was charged; please try again.',
  'order.outOfStock': 'Some items are no longer in stock in the quantity you chose. Nothing was charged; your cart is unchanged.',
  'order.outOfStockRefunded': 'Some items sold out while you paid. Your payment was refunded; your cart is unchanged.',
  'order.outOfStockLines': 'Not enough left of: {lines}.',
  'home.introTitle': 'Comfort for every night, since 2012',
  'home.intro':
    'We make night suits, t-shirts, lowers, leggings, kurtis and nightwear for women and kids in soft, breathable fabrics that last wash after wash.',
} as const;

export type StoreMessageId = keyof typeof en;

const fr: Record<StoreMessageId, string> = {
  'meta.home': 'Pyjamas, t-shirts, pantalons, leggings, kurtis et vêtements de nuit pour femmes et enfants, depuis 2012.',
  'meta.page': '{title} chez Night Suits : pyjamas, t-shirts, pantalons, leggings, kurtis et vêtements de nuit pour femmes et enfants.',
  'title.collection': 'Collection',
  'title.products': 'Produits',
  'title.cart': 'Panier',
  'title.wishlist': 'Liste de souhaits',
  'title.compare': 'Comparer',
  'title.checkout': 'Paiement',
  'title.orderSuccess': 'Commande réussie',
  'title.contact': 'Contactez-nous',
  'title.inquiry': 'Demande',
  'title.newsletter': 'Lettre d’information',
  'title.blog': 'Blog',
  'title.landing': 'Storefront kit : démos et mises en page',
  'title.notFound': 'Page introuvable',
  'title.collections': 'Collections',
  'load.error': 'Impossible de charger ce contenu. Vérifiez votre connexion et réessayez.',
  'load.retry': 'Réessayer',
  'load.loading': 'Chargement...',
  'search.resultsFor': 'Résultats pour « {query} »',
  'search.prompt': 'Saisissez un nom de produit, un type, une marque ou un numéro de modèle.',
  'product.related': 'Vous aimerez aussi',
  'product.recentlyViewed': 'Vus récemment',
  'collections.intro': 'Parcourez toutes les collections de la boutique.',
  'demo.title': 'Démo {name}',
  'demo.intro': 'Produits d’exemple du thème {name}.',
  'card.title': 'Payer par carte',
  'card.name': 'Nom sur la carte',
  'card.number': 'Numéro de carte',
  'card.expiry': 'Expiration (MM/AA)',
  'card.cvc': 'Code de sécurité',
  'card.pay': 'Payer {amount}',
  'card.testNumbers': 'Cette boutique fonctionne en mode test : payez avec l’une de ces cartes de test (toute date future, tout code à 3 chiffres).',
  'card.outcome.approved': 'acceptée',
  'card.outcome.declined': 'refusée',
  'card.outcome.insufficient_funds': 'refusée : fonds insuffisants',
  'card.error.name': 'Saisissez le nom figurant sur la carte.',
  'card.error.number': 'Saisissez un numéro de carte valide.',
  'card.error.expiry': 'Saisissez la date d’expiration au format MM/AA.',
  'card.error.expired': 'Cette carte a expiré.',
  'card.error.cvc': 'Saisissez le code de sécurité à 3 ou 4 chiffres.',
  'card.declined.notTestCard': 'Cette boutique n’accepte que les cartes de test. Utilisez l’un des numéros de carte de test indiqués sur cette page.',
  'card.declined.declined': 'Votre carte a été refusée. Aucun montant n’a été prélevé ; essayez une autre carte.',
  'card.declined.insufficient_funds': 'Votre carte n’a pas assez de fonds. Aucun montant n’a été prélevé ; essayez une autre carte.',
  'card.cartChanged': 'Votre panier a changé dans un autre onglet pendant le paiement. Rien n’a été débité ; vérifiez votre commande et passez-la à nouveau.',
  'paypal.failed': 'PayPal n’a pas pu finaliser le paiement. Rien n’a été débité ; veuillez réessayer.',
  'order.outOfStock': 'Certains articles ne sont plus en stock dans la quantité choisie. Rien n’a été débité ; votre panier est inchangé.',
  'order.outOfStockRefunded': 'Certains articles ont été épuisés pendant votre paiement. Votre paiement a été remboursé ; votre panier est inchangé.',
  'order.outOfStockLines': 'Stock insuffisant pour : {lines}.',
  'home.introTitle': 'Le confort de chaque nuit, depuis 2012',
  'home.intro':
    'Nous fabriquons pyjamas, t-shirts, pantalons, leggings, kurtis et vêtements de nuit pour femmes et enfants, dans des tissus doux et respirants qui durent lavage après lavage.',
};

export const storeMessages = { en, fr };

export function translate(locale: string, id: StoreMessageId, vars?: Record<string, string | number>): string {
  const text: string = (locale === 'fr' ? fr : en)[id] ?? en[id];
  return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
}

/** Store texts in the shopper's language (the theme root's locale). */
export function useStoreT() {
  const { locale } = useThemeState();
  return useCallback((id: StoreMessageId, vars?: Record<string, string | number>) => translate(locale, id, vars), [locale]);
}
