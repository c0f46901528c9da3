'use client';
export { ProductDetail, type ProductDetailProps, type ProductLayoutName, productLayouts } from './ProductDetail';
