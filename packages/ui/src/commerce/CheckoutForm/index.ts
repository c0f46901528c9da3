'use client';
export { CheckoutForm, type CheckoutFormProps, type PlaceOrderContext } from './CheckoutForm';
