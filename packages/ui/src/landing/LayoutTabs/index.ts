'use client';
export { LayoutTabs, type LayoutTabsProps } from './LayoutTabs';
