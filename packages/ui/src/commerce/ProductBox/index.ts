'use client';
export { ProductBox, type ProductBoxProps, ProductBoxSkeleton, type ProductBoxSkeletonProps } from './ProductBox';
