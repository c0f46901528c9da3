'use client';
export { ProductDescription, type ProductDescriptionProps } from './ProductDescription';
