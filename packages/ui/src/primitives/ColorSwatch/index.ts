'use client';
export { ColorSwatch, type ColorSwatchProps } from './ColorSwatch';
