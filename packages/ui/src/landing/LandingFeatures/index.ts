export { LandingFeatures } from './LandingFeatures';
