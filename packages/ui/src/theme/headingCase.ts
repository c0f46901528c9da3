/**
 * The spec's texts are lower case ('order details', 'page not found'); the theme shows English in
 * title case. Title case is English only: in other languages (French) it capitalises every word, so
 * there the first letter alone is raised (sentence case). Pass the selectors of the headings.
 */
export function headingCase(selectors: readonly string[]): string {
  const english = selectors.map((selector) => `${selector}:lang(en)`).join(', ');
  const other = selectors.map((selector) => `${selector}:not(:lang(en))::first-letter`).join(', ');
  return `${english} { text-transform: capitalize; } ${other} { text-transform: uppercase; }`;
}
