'use client';
export { Select, type SelectOption, type SelectProps } from './Select';
