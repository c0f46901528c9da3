'use client';
export { EmailTemplates } from './EmailTemplates';
