'use client';
export { Skeleton, type SkeletonProps } from './Skeleton';
