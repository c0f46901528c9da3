'use client';
export { NoProducts, type NoProductsProps } from './NoProducts';
