export { QuickView, type QuickViewProps } from './QuickView';
