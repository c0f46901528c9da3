'use client';
export { type ProductChoice, ProductInfo, type ProductInfoProps } from './ProductInfo';
