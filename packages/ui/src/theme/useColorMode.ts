import { useSyncExternalStore } from 'react';
import { resolveColorMode, systemColorMode } from './applyTheme';
import type { ColorMode, ColorModeSetting } from './themes';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The effective colour mode: the setting, or the device's preference (live) for `system`. */
export function useColorMode(setting: ColorModeSetting | undefined): ColorMode {
  const system = useSyncExternalStore(subscribe, systemColorMode, () => 'light' as const);
  return setting === 'light' || setting === 'dark' ? resolveColorMode(setting) : system;
}
