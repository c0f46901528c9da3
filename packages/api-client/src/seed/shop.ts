/**
 * The brand's own menu: categories with their subcategories (ids are stable: they appear in URLs),
 * with their French names.
 */
export const seedCategories = [
  {
    id: 1,
    name: 'Women',
    translations: { fr: { name: 'Femmes' } },
    sub_category: [
      { id: 1, name: 'Night Suits', translations: { fr: { name: 'Pyjamas' } } },
      { id: 2, name: 'T-Shirts', translations: { fr: { name: 'T-shirts' } } },
      { id: 3, name: 'Lowers', translations: { fr: { name: 'Bas' } } },
      { id: 4, name: 'Leggings', translations: { fr: { name: 'Leggings' } } },
      { id: 5, name: 'Kurtis', translations: { fr: { name: 'Kurtis' } } },
      { id: 6, name: 'Nightwear', translations: { fr: { name: 'Vêtements de nuit' } } },
    ],
  },
  {
    id: 2,
    name: 'Kids',
    translations: { fr: { name: 'Enfants' } },
    sub_category: [
      { id: 7, name: 'Kids Night Suits', translations: { fr: { name: 'Pyjamas enfant' } } },
      { id: 8, name: 'Kids T-Shirts', translations: { fr: { name: 'T-shirts enfant' } } },
      { id: 9, name: 'Kids Lowers', translations: { fr: { name: 'Bas enfant' } } },
      { id: 10, name: 'Kids Leggings', translations: { fr: { name: 'Leggings enfant' } } },
    ],
  },
] as const;

export const seedDetails = {
  address: '12 Textile Market Road, Ring Road, Surat, Gujarat 395002, India',
  email: 'hello@nightsuits.example',
} as const;
