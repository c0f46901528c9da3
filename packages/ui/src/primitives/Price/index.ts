'use client';
export { formatPrice, type PriceFormat } from './formatPrice';
export { Price, type PriceProps, usePriceFormat } from './Price';
