import type { Category, Details } from '@storefront/api-client';

/** Small fixed data for stories and tests of the chrome. */
export const sampleCategories: Category[] = [
  {
    name: 'Women',
    sub_category: [
      { id: 1, name: 'Night Suits' },
      { id: 2, name: 'T-Shirts' },
      { id: 5, name: 'Kurtis' },
    ],
  },
  { name: 'Kids', sub_category: [{ id: 7, name: 'Kids Night Suits' }] },
];

export const sampleDetails: Details = {
  address: '12 Textile Market Road, Surat, Gujarat 395002, India',
  email: 'hello@nightsuits.example',
};
