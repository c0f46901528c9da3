'use client';
export { CoreFeatures, coreFeatures } from './CoreFeatures';
