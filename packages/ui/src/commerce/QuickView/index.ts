'use client';
export { QuickView, type QuickViewProps } from './QuickView';
