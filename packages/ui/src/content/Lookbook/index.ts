'use client';
export { Lookbook, type LookbookProps } from './Lookbook';
