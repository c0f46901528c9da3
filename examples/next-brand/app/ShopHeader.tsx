'use client';
import { Header, type MenuItem } from '@storefront/ui';

const menu: MenuItem[] = [
  { label: 'Shop', href: '/' },
  { label: 'Departments', links: [{ label: 'Outerwear', href: '/' }, { label: 'Knitwear', href: '/' }] },
];

/** The header holds state (its drawer, the search overlay), so it is a client component. */
export function ShopHeader() {
  return <Header brandName="Harbour Supply" menu={menu} />;
}
