'use client';
export { Badge, type BadgeProps } from './Badge';
