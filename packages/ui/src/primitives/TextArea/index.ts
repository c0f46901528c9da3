'use client';
export { TextArea, type TextAreaProps } from './TextArea';
