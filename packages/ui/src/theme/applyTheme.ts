import { colorModes, DEFAULT_SETTINGS, directions, locales as builtInLocales } from '@storefront/api-client/settings';
import { matchesMedia, prefersDark } from './media';
import { type ColorMode, type ColorModeSetting, type Direction, type Locale, type ThemeName, themeNames } from './themes';

export interface ThemeSettings {
  theme?: ThemeName;
  colorMode?: ColorModeSetting;
  dir?: Direction;
  locale?: Locale;
}

/** The setting, or the device's colour scheme for `system` (light where matchMedia is missing). */
export function resolveColorMode(setting: ColorModeSetting | undefined): ColorMode {
  if (setting === 'dark' || setting === 'light') return setting;
  return matchesMedia(prefersDark) ? 'dark' : 'light';
}

/**
 * Writes the four theme attributes on an element (usually `document.documentElement`). An
 * attribute change is all it takes to switch theme, mode, direction or language: nothing re-renders.
 */
export function applyThemeAttributes(element: Element, settings: ThemeSettings): void {
  // Unchanged values are left alone: writing one makes the browser check every style rule again.
  const set = (name: string, value: string) => {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  };
  set('data-theme', settings.theme ?? DEFAULT_SETTINGS.theme);
  set('data-color-mode', resolveColorMode(settings.colorMode));
  set('dir', settings.dir ?? DEFAULT_SETTINGS.dir);
  set('lang', settings.locale ?? DEFAULT_SETTINGS.locale);
}

export interface ThemeBootScriptOptions {
  /** The localStorage key holding the saved settings as JSON. */
  storageKey: string;
  /** Used for every setting the storage lacks. */
  defaults?: ThemeSettings;
  /** The languages a saved `locale` may name (others fall back to the default); English and French unless given. */
  locales?: readonly string[];
  /** The store's own themes (createTheme's, or their names), which a saved `theme` may name besides the 18 built-in ones. */
  themes?: readonly (string | { name: string })[];
}

/**
 * The source of a tiny inline script for the store's index.html `<head>`: it reads the saved
 * settings from localStorage and writes the attributes on `<html>` before the first paint, so a
 * dark or RTL choice never flashes. The saved JSON may hold `theme`, `colorMode` (or a boolean
 * `dark`), `dir` and `locale`; anything unreadable falls back to the defaults.
 */
export function themeBootScript({ storageKey, defaults = {}, locales = builtInLocales, themes = [] }: ThemeBootScriptOptions): string {
  const known = [...themeNames, ...themes.map((theme) => (typeof theme === 'string' ? theme : theme.name))];
  const fallback = JSON.stringify({ ...DEFAULT_SETTINGS, ...defaults });
  return `(function(){var d=${fallback},s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||'{}')||{}}catch(e){}
var v=function(k,ok){return ok.indexOf(s[k])>=0?s[k]:d[k]};
var t=v('theme',${JSON.stringify(known)});
var m=typeof s.dark==='boolean'?(s.dark?'dark':'light'):v('colorMode',${JSON.stringify(colorModes)});
if(m==='system')m=window.matchMedia&&window.matchMedia('${prefersDark}').matches?'dark':'light';
var e=document.documentElement;e.setAttribute('data-theme',t);e.setAttribute('data-color-mode',m);
e.setAttribute('dir',v('dir',${JSON.stringify(directions)}));e.setAttribute('lang',v('locale',${JSON.stringify(locales)}));})();`;
}
