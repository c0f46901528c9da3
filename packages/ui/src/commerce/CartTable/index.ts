'use client';
export { CartTable, type CartTableLine, type CartTableProps } from './CartTable';
