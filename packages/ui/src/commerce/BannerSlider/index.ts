'use client';
export { BANNER_INTERVAL_MS, BannerSlider, type BannerSliderProps } from './BannerSlider';
