'use client';
export { CompareCarousel, type CompareCarouselProps } from './CompareCarousel';
