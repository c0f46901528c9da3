import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyThemeAttributes, themeBootScript } from './applyTheme';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  for (const name of ['data-theme', 'data-color-mode', 'dir', 'lang']) document.documentElement.removeAttribute(name);
});

const stubSystemDark = (dark: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), addEventListener() {}, removeEventListener() {} }));

describe('applyThemeAttributes', () => {
  it('writes theme, colour mode, direction and language on the element', () => {
    const element = document.createElement('div');
    applyThemeAttributes(element, { theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' });
    expect([...element.attributes].map((a) => `${a.name}=${a.value}`)).toEqual(['data-theme=color7', 'data-color-mode=dark', 'dir=rtl', 'lang=fr']);
  });

  it('leaves attributes that already hold the value alone: writing one makes the browser restyle', () => {
    const element = document.createElement('div');
    applyThemeAttributes(element, { theme: 'color7', colorMode: 'dark', dir: 'rtl', locale: 'fr' });
    const setAttribute = vi.spyOn(element, 'setAttribute');
    applyThemeAttributes(element, { theme: 'color7', colorMode: 'dark', dir: 'ltr', locale: 'fr' });
    expect(setAttribute.mock.calls).toEqual([['dir', 'ltr']]);
  });

  it('follows the system preference when the mode is system', () => {
    stubSystemDark(true);
    const element = document.createElement('div');
    applyThemeAttributes(element, { colorMode: 'system' });
    expect(element.getAttribute('data-color-mode')).toBe('dark');
  });
});

describe('themeBootScript', () => {
  const boot = (script: string) => new Function(script)();

  it('applies the saved settings to <html> before React runs', () => {
    localStorage.setItem('settings', JSON.stringify({ theme: 'color12', dark: true, dir: 'rtl', locale: 'fr' }));
    boot(themeBootScript({ storageKey: 'settings' }));
    const html = document.documentElement;
    expect([html.dataset.theme, html.dataset.colorMode, html.dir, html.lang]).toEqual(['color12', 'dark', 'rtl', 'fr']);
  });

  it('falls back to the defaults and the system mode when nothing valid is saved', () => {
    stubSystemDark(true);
    localStorage.setItem('settings', '{not json');
    boot(themeBootScript({ storageKey: 'settings', defaults: { theme: 'color3' } }));
    const html = document.documentElement;
    expect([html.dataset.theme, html.dataset.colorMode, html.dir, html.lang]).toEqual(['color3', 'dark', 'ltr', 'en']);
  });

  it('ignores a theme name outside color1..color18', () => {
    localStorage.setItem('settings', JSON.stringify({ theme: 'color19', colorMode: 'light' }));
    boot(themeBootScript({ storageKey: 'settings' }));
    expect(document.documentElement.dataset.theme).toBe('color1');
  });

  it("takes a saved theme of the store's own when the script is given it", () => {
    localStorage.setItem('settings', JSON.stringify({ theme: 'acme' }));
    boot(themeBootScript({ storageKey: 'settings' }));
    expect(document.documentElement.dataset.theme).toBe('color1');
    boot(themeBootScript({ storageKey: 'settings', themes: [{ name: 'acme' }], defaults: { theme: 'color4' } }));
    expect(document.documentElement.dataset.theme).toBe('acme');
    localStorage.setItem('settings', JSON.stringify({ theme: 'other' }));
    boot(themeBootScript({ storageKey: 'settings', themes: ['acme'], defaults: { theme: 'color4' } }));
    expect(document.documentElement.dataset.theme).toBe('color4');
  });

  it('takes a saved language only from the languages the store lists', () => {
    localStorage.setItem('settings', JSON.stringify({ locale: 'de' }));
    boot(themeBootScript({ storageKey: 'settings' }));
    expect(document.documentElement.lang).toBe('en');
    boot(themeBootScript({ storageKey: 'settings', locales: ['en', 'fr', 'de'] }));
    expect(document.documentElement.lang).toBe('de');
  });
});
