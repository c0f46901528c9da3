'use client';
export { LoaderOverlay, type LoaderOverlayProps } from './LoaderOverlay';
