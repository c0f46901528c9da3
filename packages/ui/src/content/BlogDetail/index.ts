'use client';
export { BlogDetail, type BlogDetailProps } from './BlogDetail';
export type { BlogComment } from './sampleComments';
