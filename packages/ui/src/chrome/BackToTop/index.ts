'use client';
export { BackToTop, type BackToTopProps } from './BackToTop';
