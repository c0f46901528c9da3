// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without type declarations.
import { TOASTER_STYLESHEET_SHA256 } from '../server/store-server.mjs';

it("lets the CSP allow exactly the stylesheet the toasts' library inserts, which cannot carry a nonce", async () => {
  expect(document.head.querySelector('style')).toBeNull();
  // The toaster's module, as the store loads it: sonner inserts its <style> when it is evaluated.
  await import('@storefront/ui/primitives/Toaster');
  const inserted = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
  expect(inserted).toHaveLength(1);
  expect(inserted[0]).toContain('[data-sonner-toaster]');
  expect(createHash('sha256').update(inserted[0] ?? '').digest('base64')).toBe(TOASTER_STYLESHEET_SHA256);
});
