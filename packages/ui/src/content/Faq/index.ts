export { Faq, type FaqProps } from './Faq';
