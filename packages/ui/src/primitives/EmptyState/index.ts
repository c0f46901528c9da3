'use client';
export { EmptyState, type EmptyStateProps } from './EmptyState';
