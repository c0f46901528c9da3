'use client';
export { Carousel, type CarouselProps, preloadCarousel, sliderSettings } from './Carousel';
export { type Responsive, resolveResponsive } from './useResponsiveValue';
