import type { Category, Details } from '@storefront/api-client';
import { categoryMenu, type MenuItem } from '../chrome/menu';
import { en } from '../i18n/en';

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

/**
 * The spec's menu, as the store in this repository builds it: Home, each subcategory under its
 * category, then the fixed pages. `label` names a fixed page in the story's language.
 */
export function sampleMenu(label: (id: 'menu.home' | 'menu.aboutUs' | 'menu.quality' | 'menu.contact' | 'menu.inquiry') => string = (id) => en[id], categories = sampleCategories): MenuItem[] {
  return [
    { label: label('menu.home'), href: '/' },
    ...categoryMenu(categories, (sub) => `/sub-category/${sub.id}`),
    { label: label('menu.aboutUs'), href: '/about-us' },
    { label: label('menu.quality'), href: '/quality' },
    { label: label('menu.contact'), href: '/contact' },
    { label: label('menu.inquiry'), href: '/inquiry' },
  ];
}
