/** The brand's own menu: categories with their subcategories (ids are stable: they appear in URLs). */
export const seedCategories = [
  {
    id: 1,
    name: 'Women',
    sub_category: [
      { id: 1, name: 'Night Suits' },
      { id: 2, name: 'T-Shirts' },
      { id: 3, name: 'Lowers' },
      { id: 4, name: 'Leggings' },
      { id: 5, name: 'Kurtis' },
      { id: 6, name: 'Nightwear' },
    ],
  },
  {
    id: 2,
    name: 'Kids',
    sub_category: [
      { id: 7, name: 'Kids Night Suits' },
      { id: 8, name: 'Kids T-Shirts' },
      { id: 9, name: 'Kids Lowers' },
      { id: 10, name: 'Kids Leggings' },
    ],
  },
] as const;

export const seedDetails = {
  address: '12 Textile Market Road, Ring Road, Surat, Gujarat 395002, India',
  email: 'hello@nightsuits.example',
} as const;
