'use client';
export { Faq, type FaqProps } from './Faq';
