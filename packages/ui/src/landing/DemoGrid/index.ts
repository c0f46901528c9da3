export { DemoGrid, type DemoGridProps } from './DemoGrid';
