import type { Page } from '@playwright/test';
import { createTheme } from '../packages/ui/src/theme/createTheme';

/** What the example tests share: each brand's theme, made by the same createTheme call as the example's. */
export const brands = {
  'vite-brand': createTheme({ name: 'northwind', accent: '#0b7a75' }),
  'next-brand': createTheme({ name: 'harbour', accent: '#1d4ed8' }),
} as const;

export const brandOf = (projectName: string) => {
  const theme = brands[projectName as keyof typeof brands];
  if (!theme) throw new Error(`no brand for project ${projectName}`);
  return theme;
};

/** Console errors and uncaught exceptions of a page, collected from its first request on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const cssVar = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

