'use client';
export { ProductDetail, type ProductDetailProps, type ProductLayoutName } from './ProductDetail';
