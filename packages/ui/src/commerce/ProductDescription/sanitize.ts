import DOMPurify from 'dompurify';

/**
 * Product descriptions arrive as HTML from the catalogue. DOMPurify drops scripts, event
 * handler attributes and javascript: URLs; forms and styles are dropped too, so a description
 * can neither run code nor dress itself up as part of the shop's own interface.
 */
export function sanitizeDescription(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** Without a DOM (server rendering) nothing is parsed: the HTML is shown as inert text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
