'use client';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './Radio';
