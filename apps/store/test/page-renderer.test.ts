import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without type declarations; its JSDoc documents the options.
import { createPageRenderer } from '../server/page-renderer.mjs';

/** A render whose answers the test releases one by one, counting the calls. */
function controlledRender() {
  const calls: string[] = [];
  const waiting: ((page: string) => void)[] = [];
  const render = (url: string) => {
    calls.push(url);
    return new Promise<string>((resolve) => waiting.push(resolve));
  };
  const release = (page: string) => waiting.shift()?.(page);
  return { render, calls, release };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page renderer of the store server', () => {
  it('keeps a rendered page for its URL until the time is up', async () => {
    let time = 0;
    const { render, calls, release } = controlledRender();
    const pages = createPageRenderer({ render, cacheMs: 5000, now: () => time });
    const first = pages.page('/a');
    release('A1');
    expect(await first).toBe('A1');
    expect(await pages.page('/a')).toBe('A1');
    expect(calls).toEqual(['/a']);
    time = 5001;
    const again = pages.page('/a');
    release('A2');
    expect(await again).toBe('A2');
    expect(calls).toEqual(['/a', '/a']);
  });

  it('forgets every page when the data changes, and does not keep a render that began before', async () => {
    const { render, calls, release } = controlledRender();
    const pages = createPageRenderer({ render });
    const first = pages.page('/a');
    release('old');
    await first;
    const during = pages.page('/b');
    pages.invalidate();
    release('old b');
    expect(await during).toBe('old b');
    const next = pages.page('/b');
    release('new b');
    expect(await next).toBe('new b');
    const a = pages.page('/a');
    release('new a');
    expect(await a).toBe('new a');
    expect(calls).toEqual(['/a', '/b', '/b', '/a']);
  });

  it('sends the plain page (null) when the renders allowed at once are all running', async () => {
    const { render, calls, release } = controlledRender();
    const pages = createPageRenderer({ render, maxConcurrent: 2 });
    const one = pages.page('/1');
    const two = pages.page('/2');
    expect(await pages.page('/3')).toBeNull();
    release('1');
    await one;
    const three = pages.page('/3');
    release('2');
    release('3');
    expect([await two, await three]).toEqual(['2', '3']);
    expect(calls).toEqual(['/1', '/2', '/3']);
  });

  it('gives up on a slow render, which keeps its place until it really ends', async () => {
    const { render, release } = controlledRender();
    const pages = createPageRenderer({ render, maxConcurrent: 1, timeoutMs: 20 });
    await expect(pages.page('/slow')).rejects.toThrow('server render took over 20 ms');
    expect(await pages.page('/other')).toBeNull();
    release('late');
    await tick();
    const other = pages.page('/other');
    release('other');
    expect(await other).toBe('other');
  });

  it('lets a failed render be tried again', async () => {
    let fail = true;
    const pages = createPageRenderer({ render: async () => (fail ? Promise.reject(new Error('boom')) : 'ok') });
    await expect(pages.page('/x')).rejects.toThrow('boom');
    fail = false;
    expect(await pages.page('/x')).toBe('ok');
  });
});
