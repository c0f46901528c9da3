import DOMPurify, { type Config } from 'dompurify';

/**
 * HTML from the server (descriptions, blog bodies) with only harmless markup left. Without a DOM
 * (server rendering) DOMPurify cannot parse, and would hand the HTML back untouched: there the
 * markup is dropped and only its text is kept, escaped, so nothing in it can run.
 */
export function sanitizeHtml(html: string, config: Config): string {
  if (!DOMPurify.isSupported) return escapeHtml(html.replace(/<[^>]*>?/g, ' ').replace(/\s+/g, ' ').trim());
  return DOMPurify.sanitize(html, { ...config, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false }) as string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
