'use client';
export { Accordion, type AccordionItem, type AccordionProps } from './Accordion';
