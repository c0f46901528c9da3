export { useScrollPast } from './useScrollPast';
