/**
 * How far an element's box stays from the two inline edges of the viewport, for stories that check
 * a section sits in the container instead of touching the edge.
 */
export function viewportGutters(element: Element): { left: number; right: number } {
  const box = element.getBoundingClientRect();
  return { left: box.left, right: element.ownerDocument.documentElement.clientWidth - box.right };
}
