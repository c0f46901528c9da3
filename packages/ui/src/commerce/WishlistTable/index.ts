export { WishlistTable, type WishlistTableProps } from './WishlistTable';
