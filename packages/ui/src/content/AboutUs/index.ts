export { AboutUs, type AboutUsProps } from './AboutUs';
