'use client';
export { ProductSlider, type ProductSliderProps } from './ProductSlider';
