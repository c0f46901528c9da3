import { DEFAULT_SETTINGS, readSavedSettings, type Settings, settingsFrom } from '@storefront/state';
import { cookieAssignment, readCookie, writeCookie } from './cookies';

/**
 * The shopper's settings (theme, colour mode, direction, language) are saved in the browser with
 * the rest of their state; this cookie repeats them for the server, so it draws the page in the
 * shopper's language and direction from the first byte. The browser writes it whenever they change.
 */
const COOKIE = 'storefront-settings';

/** The settings a `Cookie` header names; each missing or unknown value takes its default. */
export function settingsFromCookie(header: string | null | undefined): Settings {
  const value = readCookie(header, COOKIE);
  return value ? settingsFrom(Object.fromEntries(new URLSearchParams(value))) : { ...DEFAULT_SETTINGS };
}

/** The `document.cookie` assignment that saves `settings` for the server. */
export function settingsCookie(settings: Settings): string {
  return cookieAssignment(COOKIE, new URLSearchParams({ theme: settings.theme, colorMode: settings.colorMode, dir: settings.dir, locale: settings.locale }).toString());
}

/** Saves `settings` for the server's next page, in the browser. */
export function saveSettingsForServer(settings: Settings): void {
  writeCookie(settingsCookie(settings));
}

/**
 * The settings the browser's store starts from in place of its saved ones: the cookie's, which the
 * server drew the page in, when none are saved (the storage cleared, the cookie kept) and the
 * cookie names others than the defaults; otherwise none, and the saved ones stand. Only then is
 * anything written, so a first visit hydrates with nothing changing under it.
 */
export function settingsToAdopt(drawnIn: Settings): Settings | undefined {
  // With none saved, readSavedSettings hands back the fallback itself.
  const nothingSaved = readSavedSettings(undefined, drawnIn) === drawnIn;
  return nothingSaved && settingsCookie(drawnIn) !== settingsCookie(DEFAULT_SETTINGS) ? drawnIn : undefined;
}
