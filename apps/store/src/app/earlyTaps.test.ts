// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyTapsScript, onLateTap, replayEarlyTaps } from './earlyTaps';

/** What React would see: its listeners sit on the root container. */
let seen: string[];
const html = document.documentElement;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  for (const type of ['mousedown', 'mouseup', 'click', 'submit']) {
    root.addEventListener(type, (event) => seen.push(`${type} ${(event.target as HTMLElement).id}`));
  }
  return root;
}

const tap = (id: string) => (document.getElementById(id) as HTMLElement).click();

describe('taps before the app has the buttons', () => {
  beforeAll(() => {
    // The page's inline script, as index.html runs it.
    new Function(earlyTapsScript)();
  });

  beforeEach(() => {
    seen = [];
    html.removeAttribute('data-app-ready');
    (window as unknown as { __storefrontEarlyTaps: unknown[] }).__storefrontEarlyTaps.length = 0;
  });

  it('keeps a tap on the server page and presses the button once the page is the app\'s', async () => {
    page('<button id="open" type="button">Open</button>');
    tap('open');
    expect(seen).toEqual([]);
    html.setAttribute('data-app-ready', '');
    replayEarlyTaps();
    await nextTask();
    expect(seen).toEqual(['mousedown open', 'mouseup open', 'click open']);
    replayEarlyTaps();
    await nextTask();
    expect(seen).toHaveLength(3);
  });

  it('lets a tap through once the page is the app\'s', () => {
    page('<button id="open" type="button">Open</button>');
    html.setAttribute('data-app-ready', '');
    tap('open');
    expect(seen).toEqual(['click open']);
  });

  it('keeps a form from being sent by the browser, and sends it when its button works', async () => {
    page('<form id="form"><input name="email" value="a@example.com"><button id="send" type="submit">Send</button></form>');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('form')?.addEventListener('submit', submitted);
    tap('send');
    expect(submitted).not.toHaveBeenCalled();
    html.setAttribute('data-app-ready', '');
    replayEarlyTaps();
    await nextTask();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('keeps a tap in a late part until that part is ready, and says the part is awaited', async () => {
    html.setAttribute('data-app-ready', '');
    page('<div data-deferred="sections" id="part"><button id="add" type="button">Add</button></div><button id="other" type="button">Other</button>');
    const awaited = vi.fn();
    const unsubscribe = onLateTap(awaited);
    tap('other');
    expect(awaited).not.toHaveBeenCalled();
    tap('add');
    expect(awaited).toHaveBeenCalledTimes(1);
    // Still late: pressing again now would reach no handler.
    replayEarlyTaps();
    await nextTask();
    expect(seen).toEqual(['click other']);
    document.getElementById('part')?.setAttribute('data-deferred-ready', '');
    replayEarlyTaps();
    await nextTask();
    expect(seen).toEqual(['click other', 'mousedown add', 'mouseup add', 'click add']);
    unsubscribe();
  });

  it('calls a late part\'s listener at once when it was tapped before the listener came', () => {
    html.setAttribute('data-app-ready', '');
    page('<div data-deferred="sections"><button id="add" type="button">Add</button></div>');
    tap('add');
    const awaited = vi.fn();
    onLateTap(awaited);
    expect(awaited).toHaveBeenCalledTimes(1);
  });

  it('drops the tap of a button the app drew again, and ignores links and disabled buttons', async () => {
    const root = page('<button id="old" type="button">Old</button><a id="link" href="#somewhere">Link</a><button id="off" disabled>Off</button>');
    tap('old');
    tap('link');
    tap('off');
    // Links work without the app: the browser follows them.
    expect(seen).toEqual(['click link']);
    root.innerHTML = '<button id="old" type="button">Old</button>';
    html.setAttribute('data-app-ready', '');
    replayEarlyTaps();
    await nextTask();
    expect(seen).toEqual(['click link']);
    expect((window as unknown as { __storefrontEarlyTaps: unknown[] }).__storefrontEarlyTaps).toEqual([]);
  });
});
