export { LandingFooter, type LandingFooterProps } from './LandingFooter';
