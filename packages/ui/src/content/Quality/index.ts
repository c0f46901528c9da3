export { Quality } from './Quality';
