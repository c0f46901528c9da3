'use client';
export { controlStyles, ErrorMessage, FieldMessages, type FieldProps, FieldRoot, Hint, useFieldIds } from './Field';
