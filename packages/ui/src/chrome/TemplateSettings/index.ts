'use client';
export { TemplateSettings, type TemplateSettingsProps } from './TemplateSettings';
