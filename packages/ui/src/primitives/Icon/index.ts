'use client';
export { Icon, type IconProps } from './Icon';
export type { IconName } from './icons';
