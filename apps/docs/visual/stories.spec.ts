import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = path.resolve(import.meta.dirname, '../storybook-static/index.json');
const entries: IndexEntry[] = fs.existsSync(indexFile)
  ? Object.values((JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries)
  : [];

// Stories whose pixels depend on time or scroll (autoplay, scroll-triggered) opt out with the tag.
// Autoplaying stories move on their own whatever their tags say.
const stories = entries.filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual') && !entry.id.endsWith('--autoplay'));

/** The representative stories shot in every theme x mode x direction combination of the matrix. */
const matrixStories = [
  'chrome-header--playground',
  'chrome-footer--playground',
  'primitives-button--variants',
  'commerce-productbox--playground',
  'content-dashboard--playground',
  'content-bloglist--playground',
  'landing-landinghero--playground',
];
/** A spread of the 18 palettes (warm, light-with-dark-text, black, cool) keeps the matrix small. */
const matrixThemes = ['color1', 'color3', 'color13', 'color17'];
const defaults = { theme: 'color1', colorMode: 'light', dir: 'ltr', locale: 'en' };

/**
 * Stories are shot 800 px wide, but the header shows its full menu only from 1,200 px
 * (the `xl` breakpoint): its stories are shot at 1,280 px, and its phone story at 375 px, as are
 * the stories named Phone (a phone's own layout); the stories whose names end in Wide show a
 * layout of 1,024 px and up at 1,280 px.
 */
function viewportOf(storyId: string) {
  if (storyId === 'chrome-header--mobile-drawer') return { width: 375, height: 600 };
  if (storyId.endsWith('--phone')) return { width: 375, height: 740 };
  if (storyId.endsWith('-wide')) return { width: 1280, height: 600 };
  return storyId.startsWith('chrome-header--') ? { width: 1280, height: 600 } : { width: 800, height: 600 };
}

/**
 * One Storybook iframe per worker: stories are switched through Storybook's channel instead of
 * reloading the whole preview for each of the ~400 shots (about 5x faster).
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, reducedMotion, colorScheme } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, reducedMotion, colorScheme });
      const page = await context.newPage();
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => 'storyStoreValue' in ((window as unknown as { __STORYBOOK_PREVIEW__?: object }).__STORYBOOK_PREVIEW__ ?? {}));
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Shows a story with the toolbar's globals, once it has rendered and played. New globals re-render
 * the story on screen, and Storybook reloads the whole preview when it is told to switch stories
 * while a render is still under way: so the globals are sent only when they change, and the switch
 * waits for that re-render to finish.
 */
async function show(page: Page, storyId: string, globals: Record<string, string>) {
  await page.evaluate(
    async ({ storyId, globals }) => {
      type Channel = { on(e: string, f: (...a: unknown[]) => void): void; off(e: string, f: (...a: unknown[]) => void): void; emit(e: string, p: unknown): void };
      type Preview = { storyStoreValue: { userGlobals: { globals: Record<string, unknown> } } };
      const preview = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel; __STORYBOOK_PREVIEW__: Preview; shownStory?: string };
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      // storyRendered fires after the render and the play function have finished.
      const renderOf = (id: string) =>
        new Promise<void>((resolve, reject) => {
          const finish = (error?: Error) => {
            channel.off('storyRendered', rendered);
            channel.off('storyErrored', failed);
            channel.off('storyThrewException', failed);
            if (error) reject(error);
            else resolve();
          };
          const rendered = (renderedId: unknown) => {
            if (renderedId === id) finish();
          };
          const failed = (error: unknown) => finish(new Error(`story ${id} failed to render: ${JSON.stringify(error)}`));
          channel.on('storyRendered', rendered);
          channel.on('storyErrored', failed);
          channel.on('storyThrewException', failed);
        });
      const current = preview.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.globals;
      if (Object.entries(globals).some(([name, value]) => current[name] !== value)) {
        const rerendered = preview.shownStory ? renderOf(preview.shownStory) : Promise.resolve();
        channel.emit('updateGlobals', { globals });
        await rerendered;
      }
      // The story on screen already shows the new globals: selecting it again would not render it.
      if (storyId === preview.shownStory) return;
      const shown = renderOf(storyId);
      // Set again once it has rendered: a story that failed to is not waited for afterwards.
      preview.shownStory = undefined;
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      await shown;
      preview.shownStory = storyId;
    },
    { storyId, globals },
  );
  await page.evaluate(() => document.fonts.ready);
  // Product pictures come from the seed image generator; shoot only once every one has loaded.
  // Lazy images outside the viewport never load, and do not show in the shot either.
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'));
  // A slider's engine (and its dots) starts once the slider is near the screen: wait for those that are.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[aria-roledescription="carousel"]')).every((carousel) => {
      const box = carousel.getBoundingClientRect();
      const away = box.width === 0 || box.top > window.innerHeight + 200 || box.bottom < -200;
      return away || carousel.getAttribute('data-engine') === 'on';
    }),
  );
}

test.describe('every story in the default theme', () => {
  for (const story of stories) {
    test(story.id, async ({ storybook }) => {
      await storybook.setViewportSize(viewportOf(story.id));
      await show(storybook, story.id, defaults);
      await expect(storybook).toHaveScreenshot(`stories-${story.id}.png`);
    });
  }
});

test.describe('theme x mode x direction matrix', () => {
  for (const id of matrixStories.filter((id) => stories.some((story) => story.id === id))) {
    for (const theme of matrixThemes) {
      for (const colorMode of ['light', 'dark']) {
        for (const dir of ['ltr', 'rtl']) {
          test(`${id} ${theme} ${colorMode} ${dir}`, async ({ storybook }) => {
            await storybook.setViewportSize(viewportOf(id));
            await show(storybook, id, { ...defaults, theme, colorMode, dir });
            await expect(storybook).toHaveScreenshot(`matrix-${id}--${theme}-${colorMode}-${dir}.png`);
          });
        }
      }
    }
  }
});

test('the static Storybook lists the stories to shoot', () => {
  expect(stories.length).toBeGreaterThan(50);
});
