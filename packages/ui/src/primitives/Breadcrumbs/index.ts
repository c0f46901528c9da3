'use client';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps, breadcrumbListJson } from './Breadcrumbs';
