'use client';
export { LandingHero, type LandingHeroProps } from './LandingHero';
