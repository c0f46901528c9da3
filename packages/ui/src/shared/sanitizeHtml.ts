import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

let purifier: Purifier = DOMPurify;

/**
 * Gives the sanitiser a DOM where there is none, for server rendering: pass a window such as
 * jsdom's, and descriptions and blog bodies come out exactly as the browser would sanitise them
 * (so a browser hydrating the page finds the same markup).
 */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/**
 * HTML from the server (descriptions, blog bodies) with only harmless markup left. Without a DOM
 * (and no setSanitizerWindow) DOMPurify cannot parse and would hand the HTML back untouched: there
 * the markup is dropped and only its text is kept, escaped, so nothing in it can run.
 */
export function sanitizeHtml(html: string, config: Config): string {
  if (!purifier.isSupported) return escapeHtml(html.replace(/<[^>]*>?/g, ' ').replace(/\s+/g, ' ').trim());
  return purifier.sanitize(html, { ...config, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false }) as string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
