'use client';
export { Countdown, type CountdownProps, timeLeft } from './Countdown';
export { type ProductChoice, ProductInfo, type ProductInfoProps } from './ProductInfo';
