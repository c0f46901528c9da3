'use client';
export { WishlistTable, type WishlistTableProps } from './WishlistTable';
