import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const indexFile = path.resolve(import.meta.dirname, '../storybook-static/index.json');
const entries: IndexEntry[] = fs.existsSync(indexFile)
  ? Object.values((JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries)
  : [];

// Stories whose pixels depend on time or scroll (autoplay, scroll-triggered) opt out with the tag.
const stories = entries.filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));

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
const modes = ['light', 'dark'];
const directions = ['ltr', 'rtl'];

async function openStory(page: Page, id: string, globals: Record<string, string> = {}) {
  const globalsParam = Object.entries(globals)
    .map(([key, value]) => `${key}:${value}`)
    .join(';');
  await page.goto(`/iframe.html?id=${id}&viewMode=story${globalsParam ? `&globals=${globalsParam}` : ''}`);
  // Wait until the story has rendered and its play function (if any) has finished.
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__;
    const phase = preview?.storyRenders?.at(-1)?.phase;
    return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
  });
  await page.evaluate(() => document.fonts.ready);
}

test.describe('every story in the default theme', () => {
  for (const story of stories) {
    test(story.id, async ({ page }) => {
      await openStory(page, story.id);
      await expect(page).toHaveScreenshot(`stories/${story.id}.png`);
    });
  }
});

test.describe('theme x mode x direction matrix', () => {
  for (const id of matrixStories.filter((id) => stories.some((story) => story.id === id))) {
    for (const theme of matrixThemes) {
      for (const colorMode of modes) {
        for (const dir of directions) {
          test(`${id} ${theme} ${colorMode} ${dir}`, async ({ page }) => {
            await openStory(page, id, { theme, colorMode, dir });
            await expect(page).toHaveScreenshot(`matrix/${id}--${theme}-${colorMode}-${dir}.png`);
          });
        }
      }
    }
  }
});

test('the static Storybook lists stories', () => {
  expect(stories.length).toBeGreaterThan(50);
});
