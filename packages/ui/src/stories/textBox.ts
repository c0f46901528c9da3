/**
 * The on-screen box of `part` within an element's text (first match), for stories that check the
 * visual order of bidirectional text in the browser: LTR data inside an RTL page.
 */
export function textBox(element: Element, part: string): DOMRect {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(part) ?? -1;
    if (at >= 0) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + part.length);
      return range.getBoundingClientRect();
    }
  }
  throw new Error(`"${part}" is not in the element's text`);
}
