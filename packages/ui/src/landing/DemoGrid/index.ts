'use client';
export { DemoGrid, type DemoGridProps } from './DemoGrid';
