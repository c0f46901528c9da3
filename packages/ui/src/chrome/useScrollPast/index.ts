'use client';
export { useScrollPast } from './useScrollPast';
