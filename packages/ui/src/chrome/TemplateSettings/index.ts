export { TemplateSettings, type TemplateSettingsProps } from './TemplateSettings';
