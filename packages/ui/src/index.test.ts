import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('the main entry', () => {
  it("exports ProductDetail's layout names as productLayouts, not the landing page's links", () => {
    expect(ui.productLayouts).toContain('default');
    expect(ui.productLayouts).toContain('accordian');
    expect(ui.productLayouts.every((name) => typeof name === 'string')).toBe(true);
  });

  it("exports the landing page's product layout links under their own name", () => {
    expect(ui.landingProductLayoutLinks.map((link) => link.href)).toContain('/product/1');
  });
});
