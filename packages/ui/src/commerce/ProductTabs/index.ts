'use client';
export { ProductDetailsList, ProductTabs, type ProductTabsProps, ProductVideo } from './ProductTabs';
export { LazyReviewForm } from './LazyReviewForm';
