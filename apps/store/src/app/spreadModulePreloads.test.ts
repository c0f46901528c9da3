// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spreadModulePreloads } from './spreadModulePreloads';

const link = (rel: string, href: string) => Object.assign(document.createElement('link'), { rel, href });
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((element) => element.getAttribute('href'));
const addPreloads = (...names: string[]) => {
  for (const name of names) document.head.appendChild(link('modulepreload', `/assets/${name}.js`));
};

describe('spreadModulePreloads', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    stop = spreadModulePreloads();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('adds the modulepreload links added to <head> afterwards, one per task, in order', () => {
    addPreloads('a', 'b', 'c');
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js']);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('queues links added while earlier ones are still held behind them, with one timer at a time', () => {
    addPreloads('a', 'b');
    vi.advanceTimersToNextTimer();
    addPreloads('c');
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    addPreloads('d');
    expect(preloads()).toHaveLength(3);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js']);
  });

  it('adds anything else at once', () => {
    document.head.appendChild(link('stylesheet', '/assets/late.css'));
    document.head.appendChild(document.createElement('style'));
    expect(document.head.children).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops holding links back once stopped', () => {
    stop();
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
    addPreloads('later');
    expect(preloads()).toEqual(['/assets/later.js']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
