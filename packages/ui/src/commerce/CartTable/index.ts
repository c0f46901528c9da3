export { atStock, CartTable, type CartTableProps } from './CartTable';
