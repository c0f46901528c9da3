export { Carousel, type CarouselProps, sliderSettings } from './Carousel';
export { type Responsive, resolveResponsive } from './useResponsiveValue';
