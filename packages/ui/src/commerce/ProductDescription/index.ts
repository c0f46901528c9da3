'use client';
export { ProductDescription, type ProductDescriptionProps } from './ProductDescription';
export { sanitizeDescription } from './sanitize';
