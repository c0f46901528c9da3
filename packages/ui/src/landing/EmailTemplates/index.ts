export { EmailTemplates } from './EmailTemplates';
