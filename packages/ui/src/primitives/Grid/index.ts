'use client';
export { columnVariables, Grid, type GridColumns, type GridProps } from './Grid';
