/**
 * How the store server uses its server renderer (entry-server.tsx, ADR 0063) without letting it
 * cost more than it gives:
 * - a rendered page is kept for `cacheMs` per URL (path and query), and every change through the
 *   API (any request but GET/HEAD) drops them all, so a page never shows stock older than an order;
 * - at most `maxConcurrent` renders run at once: under load the extra requests get the plain page,
 *   which the browser renders itself, instead of queueing behind the CPU;
 * - a render that takes longer than `timeoutMs` gives the plain page too (it keeps its slot until
 *   it really ends, so slow renders cannot pile up).
 * `page(url)` resolves to the rendered page, or to null when the browser should render it.
 * @template Page
 * @param {{ render: (url: string) => Promise<Page | null>, timeoutMs?: number, maxConcurrent?: number,
 *   cacheMs?: number, maxEntries?: number, now?: () => number }} options
 */
export function createPageRenderer({ render, timeoutMs = 3000, maxConcurrent = 2, cacheMs = 5000, maxEntries = 500, now = Date.now }) {
  /** @type {Map<string, { until: number, page: Page | null }>} */
  const cache = new Map();
  let running = 0;
  let generation = 0;

  return {
    /** @param {string} url */
    async page(url) {
      const cached = cache.get(url);
      if (cached && cached.until > now()) return cached.page;
      if (running >= maxConcurrent) return null;
      running += 1;
      const startedIn = generation;
      const rendering = render(url).finally(() => {
        running -= 1;
      });
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`server render took over ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const page = await Promise.race([rendering, late]);
        // A render that began before a change may hold old data: it is sent, not kept.
        if (startedIn === generation) {
          if (cache.size >= maxEntries) cache.delete(cache.keys().next().value);
          cache.set(url, { until: now() + cacheMs, page });
        }
        return page;
      } finally {
        clearTimeout(timer);
        rendering.catch(() => {}); // a render that lost the race fails on its own, unheard
      }
    },
    /** Forgets every rendered page (the API's data changed). */
    invalidate() {
      generation += 1;
      cache.clear();
    },
  };
}
