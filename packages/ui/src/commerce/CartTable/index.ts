'use client';
export { atStock, CartTable, type CartTableProps } from './CartTable';
