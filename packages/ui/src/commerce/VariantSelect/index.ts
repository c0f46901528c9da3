export { VariantSelect, type VariantSelectProps } from './VariantSelect';
