export { NoProducts, type NoProductsProps } from './NoProducts';
