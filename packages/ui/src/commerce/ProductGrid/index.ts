'use client';
export { ProductGrid, type ProductGridProps } from './ProductGrid';
export { useInfiniteScroll } from './useInfiniteScroll';
