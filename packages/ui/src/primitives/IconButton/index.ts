'use client';
export { IconButton, type IconButtonProps } from './IconButton';
