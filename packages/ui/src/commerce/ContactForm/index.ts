'use client';
export { ContactForm, type ContactFormProps, SendOutcome } from './ContactForm';
