'use client';
export { NotFound } from './NotFound';
