'use client';
export { CompareCarousel, type CompareCarouselProps, compareSlidesPerView } from './CompareCarousel';
