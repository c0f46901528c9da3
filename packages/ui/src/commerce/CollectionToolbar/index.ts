'use client';
export type { PerRow } from '../perRow';
export { CollectionToolbar, type CollectionToolbarProps, type ProductLayout } from './CollectionToolbar';
export { SortSelect, type SortSelectProps } from './SortSelect';
