export { CompareCarousel, type CompareCarouselProps, compareSlidesPerView } from './CompareCarousel';
