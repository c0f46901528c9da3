'use client';
export { CoreFeatures } from './CoreFeatures';
