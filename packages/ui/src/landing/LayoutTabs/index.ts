export { LayoutTabs, type LayoutTabsProps, layoutTabs } from './LayoutTabs';
