// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spreadModulePreloads } from './spreadModulePreloads';

const link = (rel: string, href: string) => Object.assign(document.createElement('link'), { rel, href });
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((element) => element.getAttribute('href'));

describe('spreadModulePreloads', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('adds the modulepreload links that the call adds to <head> afterwards, one per task, in order', () => {
    const result = spreadModulePreloads(() => {
      for (const name of ['a', 'b', 'c']) document.head.appendChild(link('modulepreload', `/assets/${name}.js`));
      return 'started';
    });
    expect(result).toBe('started');
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js']);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('adds anything else at once, and leaves <head> as it was for later calls', () => {
    spreadModulePreloads(() => {
      document.head.appendChild(link('stylesheet', '/assets/late.css'));
      document.head.appendChild(document.createElement('style'));
    });
    expect(document.head.children).toHaveLength(2);
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
    document.head.appendChild(link('modulepreload', '/assets/later.js'));
    expect(preloads()).toEqual(['/assets/later.js']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restores <head> and still adds what was held when the call throws', () => {
    expect(() =>
      spreadModulePreloads(() => {
        document.head.appendChild(link('modulepreload', '/assets/a.js'));
        throw new Error('no chunk');
      }),
    ).toThrow('no chunk');
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/a.js']);
  });
});
