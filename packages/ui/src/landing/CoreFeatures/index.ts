export { CoreFeatures, coreFeatures } from './CoreFeatures';
