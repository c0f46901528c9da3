'use client';
export { atStock, CartTable, type CartTableLine, type CartTableProps } from './CartTable';
