'use client';
export { ProductGrid, type ProductGridProps } from './ProductGrid';
