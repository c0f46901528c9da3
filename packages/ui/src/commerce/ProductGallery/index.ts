'use client';
export { ProductGallery, type ProductGalleryProps } from './ProductGallery';
