'use client';
export type { FormSubmission } from '../formHelpers';
export { ContactForm, type ContactFormProps, SendOutcome } from './ContactForm';
