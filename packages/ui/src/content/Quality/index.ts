'use client';
export { Quality } from './Quality';
