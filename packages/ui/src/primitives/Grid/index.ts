'use client';
export { Grid, type GridColumns, type GridProps } from './Grid';
