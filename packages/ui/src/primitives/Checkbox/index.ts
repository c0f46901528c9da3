'use client';
export { Checkbox, type CheckboxProps } from './Checkbox';
