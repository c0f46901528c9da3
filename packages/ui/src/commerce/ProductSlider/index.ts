export { ProductSlider, type ProductSliderProps } from './ProductSlider';
