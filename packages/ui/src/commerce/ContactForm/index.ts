'use client';
export type { FormSubmission } from '../formHelpers';
export { ContactForm, type ContactFormProps, SendOutcome, type SendOutcomeProps } from './ContactForm';
