'use client';
export { LandingFeatures } from './LandingFeatures';
