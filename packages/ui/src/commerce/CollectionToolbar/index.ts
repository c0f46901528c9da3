'use client';
export { CollectionToolbar, type CollectionToolbarProps, type PerRow, perRowChoices, type ProductLayout } from './CollectionToolbar';
