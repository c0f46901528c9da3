'use client';
export { formatPrice, Price, type PriceProps } from './Price';
