'use client';
export { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
