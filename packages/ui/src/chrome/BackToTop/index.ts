'use client';
export { BACK_TO_TOP_OFFSET, BackToTop } from './BackToTop';
