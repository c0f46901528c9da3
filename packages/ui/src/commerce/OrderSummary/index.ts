'use client';
export { DELIVERY_DAYS, estimatedDelivery, OrderSummary, type OrderSummaryItem, type OrderSummaryProps, sampleShippingAddress } from './OrderSummary';
