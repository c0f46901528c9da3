'use client';
export { Checkbox, type CheckboxProps, ChoiceRoot } from './Checkbox';
