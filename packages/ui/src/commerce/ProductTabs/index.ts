export { ProductDetailsList, ProductTabs, type ProductTabsProps, ProductVideo } from './ProductTabs';
export { LazyReviewForm } from './LazyReviewForm';
export { ReviewForm } from './ReviewForm';
