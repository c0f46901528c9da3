'use client';
export { AboutUs, type AboutUsProps } from './AboutUs';
