import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isOneOf, settingsFrom, themeNames } from './settings';

describe('display settings', () => {
  it('name 18 colour themes, color1 to color18, with color1 the default', () => {
    expect(themeNames).toEqual(Array.from({ length: 18 }, (_, index) => `color${index + 1}`));
    expect(DEFAULT_SETTINGS).toEqual({ theme: 'color1', colorMode: 'system', dir: 'ltr', locale: 'en' });
  });

  it('keep every valid field and put the default in place of each invalid or missing one', () => {
    expect(settingsFrom({ theme: 'color18', colorMode: 'dark', dir: 'rtl', locale: 'fr' })).toEqual({ theme: 'color18', colorMode: 'dark', dir: 'rtl', locale: 'fr' });
    expect(settingsFrom({ theme: 'color19', colorMode: 'dim', dir: 'rtl', locale: 'de', extra: 1 })).toEqual({ ...DEFAULT_SETTINGS, dir: 'rtl' });
    for (const raw of [null, undefined, 'color2', 7, []]) expect(settingsFrom(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it('tell a listed string from anything else', () => {
    expect(isOneOf(themeNames, 'color7')).toBe(true);
    expect(isOneOf(themeNames, 'Color7')).toBe(false);
    expect(isOneOf(themeNames, { toString: () => 'color7' })).toBe(false);
  });
});
