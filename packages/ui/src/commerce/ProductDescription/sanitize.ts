import { sanitizeHtml } from '../../shared/sanitizeHtml';

/**
 * Product descriptions arrive as HTML from the catalogue. DOMPurify drops scripts, event
 * handler attributes and javascript: URLs; forms and styles are dropped too, so a description
 * can neither run code nor dress itself up as part of the shop's own interface.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
