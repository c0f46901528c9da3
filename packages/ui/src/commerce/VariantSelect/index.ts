'use client';
export { VariantSelect, type VariantSelectProps } from './VariantSelect';
