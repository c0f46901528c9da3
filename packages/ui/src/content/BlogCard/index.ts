'use client';
export { BlogCard, type BlogCardProps } from './BlogCard';
