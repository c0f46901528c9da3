export { formatPrice, Price, type PriceProps } from './Price';
