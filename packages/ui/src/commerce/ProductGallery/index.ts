'use client';
export { ProductGallery, type ProductGalleryProps, ProductImages, type ProductImagesProps } from './ProductGallery';
