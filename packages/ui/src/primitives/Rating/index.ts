'use client';
export { Rating, type RatingProps } from './Rating';
