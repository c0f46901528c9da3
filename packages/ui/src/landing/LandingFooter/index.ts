'use client';
export { LandingFooter, type LandingFooterProps } from './LandingFooter';
