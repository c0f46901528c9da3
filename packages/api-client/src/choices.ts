/**
 * The fixed lists of the contract, as plain values. They live apart from the schemas so that code
 * needing only a list (the collection's sort menu, the checkout's countries) does not pull zod and
 * the schemas into its chunk (ADR 0065). The schemas build their enums from these.
 */

export const productCategories = [
  'women',
  'kids',
  'men',
  'fashion',
  'vegetable',
  'watch',
  'furniture',
  'beauty',
  'electronics',
  'pets',
] as const;

export const topCollectionTypes = ['random', 'latest'] as const;

export const sortKeys = ['HighToLow', 'LowToHigh', 'Newest', 'AscOrder', 'DescOrder'] as const;

export const countries = ['India', 'South Africa', 'United State', 'Australia'] as const;

export const paymentMethods = ['stripe', 'paypal'] as const;
