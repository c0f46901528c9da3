'use client';
export { PromoBanner, type PromoBannerProps } from './PromoBanner';
