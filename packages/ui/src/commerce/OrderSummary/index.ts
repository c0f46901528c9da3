'use client';
export { OrderSummary, type OrderSummaryItem, type OrderSummaryProps } from './OrderSummary';
