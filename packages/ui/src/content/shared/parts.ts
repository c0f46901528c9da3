/** Building blocks the content pages share; internal, not a public entry of the package. */
export { FormNotice } from './FormNotice';
export { FormStack, Page, Panel, TwoColumns } from './PageLayout';
export { useErrorText } from './useErrorText';
export { formatDay } from './formatDate';
export { FeatureItem, FeatureList } from './Features';
export { Lead, Prose } from './Lead';
