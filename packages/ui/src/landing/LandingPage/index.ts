'use client';
export { LandingPage, type LandingPageProps, landingSections } from './LandingPage';
