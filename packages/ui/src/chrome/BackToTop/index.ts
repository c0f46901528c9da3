'use client';
export { BackToTop } from './BackToTop';
