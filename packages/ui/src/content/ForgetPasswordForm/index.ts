'use client';
export { ForgetPasswordForm, type ForgetPasswordFormProps } from './ForgetPasswordForm';
