'use client';
export { LoginForm, type LoginFormProps } from './LoginForm';
