'use client';
export { Toaster, type ToasterProps, toast } from './Toaster';
