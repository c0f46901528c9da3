'use client';
export { CollectionToolbar, type CollectionToolbarProps, type PerRow, type ProductLayout } from './CollectionToolbar';
export { SortSelect, type SortSelectProps } from './SortSelect';
