import { afterEach, describe, expect, it, vi } from 'vitest';
import { atLeast, breakpoints, matchesMedia, narrowerThan, prefersDark, watchMedia } from './media';

afterEach(() => vi.unstubAllGlobals());

describe('the layout breakpoints', () => {
  it("are the spec's edges: phones under 576px, two columns from 750px, sidebars from 1024px, the full menu from 1200px", () => {
    expect(breakpoints).toEqual({ sm: 576, md: 750, lg: 1024, xl: 1200 });
  });

  it('write each edge as a min-width query and, 0.02px under it, a max-width query', () => {
    expect([atLeast('sm'), atLeast('md'), atLeast('lg'), atLeast('xl')]).toEqual([
      '(min-width: 576px)',
      '(min-width: 750px)',
      '(min-width: 1024px)',
      '(min-width: 1200px)',
    ]);
    expect([narrowerThan('sm'), narrowerThan('md'), narrowerThan('lg'), narrowerThan('xl')]).toEqual([
      '(max-width: 575.98px)',
      '(max-width: 749.98px)',
      '(max-width: 1023.98px)',
      '(max-width: 1199.98px)',
    ]);
  });
});

describe('matchesMedia and watchMedia', () => {
  it("answer false and watch nothing where there is no matchMedia (a server's render)", () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(matchesMedia(prefersDark)).toBe(false);
    expect(() => watchMedia(prefersDark, () => {})()).not.toThrow();
  });

  it("ask the browser's matchMedia, and stop listening when told to", () => {
    const list = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.stubGlobal('matchMedia', vi.fn(() => list));
    expect(matchesMedia(prefersDark)).toBe(true);
    const onChange = () => {};
    const stop = watchMedia(prefersDark, onChange);
    expect(list.addEventListener).toHaveBeenCalledWith('change', onChange);
    stop();
    expect(list.removeEventListener).toHaveBeenCalledWith('change', onChange);
  });
});
