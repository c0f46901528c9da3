export { ProductDetailsList, ProductTabs, type ProductTabsProps, ProductVideo } from './ProductTabs';
export { ReviewForm } from './ReviewForm';
