'use client';
export { type TabItem, Tabs, type TabsProps } from './Tabs';
