'use client';
export { RegisterForm, type RegisterFormProps } from './RegisterForm';
