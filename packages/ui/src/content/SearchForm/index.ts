'use client';
export { SearchForm, type SearchFormProps } from './SearchForm';
