export { ServiceBlocks } from './ServiceBlocks';
