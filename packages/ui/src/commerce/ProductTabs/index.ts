'use client';
export { ProductTabs, type ProductTabsProps } from './ProductTabs';
