'use client';
export { LandingPage, type LandingPageProps } from './LandingPage';
