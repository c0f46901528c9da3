'use client';
export { CollectionToolbar, type CollectionToolbarProps, type PerRow, type ProductLayout } from './CollectionToolbar';
