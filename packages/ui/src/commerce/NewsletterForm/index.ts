'use client';
export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
