'use client';
export { ProductBox, type ProductBoxProps, ProductBoxSkeleton } from './ProductBox';
