'use client';
export { LayoutTabs, type LayoutTabsProps, layoutTabs } from './LayoutTabs';
