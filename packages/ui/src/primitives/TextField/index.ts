'use client';
export { TextField, type TextFieldProps } from './TextField';
