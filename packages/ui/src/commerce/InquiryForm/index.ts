'use client';
export { InquiryForm, type InquiryFormProps } from './InquiryForm';
