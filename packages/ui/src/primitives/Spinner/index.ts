'use client';
export { Spinner, type SpinnerProps } from './Spinner';
export { SpinnerRing } from './SpinnerRing';
