'use client';
export { BannerSlider, type BannerSliderProps } from './BannerSlider';
