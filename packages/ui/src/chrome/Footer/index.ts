'use client';
export { Footer, type FooterProps } from './Footer';
