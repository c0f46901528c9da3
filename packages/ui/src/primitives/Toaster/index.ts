'use client';
export { Toaster, type ToasterProps, toast } from './Toaster';
export { toasterPageStylesheet } from './toasterPageStylesheet';
