'use client';
export { hotspotOffset, Lookbook, type LookbookProps } from './Lookbook';
