import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect } from './test';

const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical violations axe-core finds in the page, of WCAG 2.1 A and AA or of the
 * rules named, one line each.
 *
 * axe-core's source (half a megabyte) is evaluated in the page once, and `axe.run` called there
 * for each audit (docs/adr/0127). Only the page itself is audited, so the check below fails should
 * a frame appear.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  expect(page.frames(), 'a frame would go unaudited').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async ({ rules, tags }) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    // Only violations are detailed: axe then keeps one node of each passed or incomplete rule.
    const results = await inPage.run(document, {
      iframes: false,
      resultTypes: ['violations'],
      runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`).slice(0, 3).join(' | ')}`);
  }, { rules, tags: wcagAA });
}
