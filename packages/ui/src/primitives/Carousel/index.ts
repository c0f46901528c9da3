'use client';
export { Carousel, type CarouselProps, preloadCarousel, sliderSettings } from './Carousel';
export type { Responsive } from './useResponsiveValue';
