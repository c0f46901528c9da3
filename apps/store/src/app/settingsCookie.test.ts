import { DEFAULT_SETTINGS, type Settings } from '@storefront/state';
import { describe, expect, it } from 'vitest';
import { settingsCookie, settingsFromCookie } from './settingsCookie';

/** What the browser sends back: the name=value part of the cookie the store set. */
const sent = (settings: Settings) => settingsCookie(settings).split(';')[0];

describe('the settings cookie', () => {
  it('brings the saved settings back to the server', () => {
    const settings: Settings = { theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' };
    expect(settingsFromCookie(`other=1; ${sent(settings)}; last=2`)).toEqual(settings);
  });

  it('is kept for a year on every path of the store, and not sent by other sites', () => {
    expect(settingsCookie(DEFAULT_SETTINGS)).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });

  it('gives the defaults for a missing, broken or foreign value, field by field', () => {
    expect(settingsFromCookie(null)).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromCookie('storefront-settings=%E0%A4%A')).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromCookie('storefront-settings=locale%3Dde%26theme%3Dcolor99%26dir%3Drtl')).toEqual({ ...DEFAULT_SETTINGS, dir: 'rtl' });
  });
});
