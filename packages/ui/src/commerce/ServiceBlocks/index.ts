'use client';
export { ServiceBlocks } from './ServiceBlocks';
