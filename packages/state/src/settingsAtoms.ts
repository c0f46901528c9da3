import { atom } from 'jotai';
import type { ColorModeSetting, Settings } from './settings';
import { currencyStateAtom, settingsStateAtom } from './shopperState';

/** The settings panel: theme color1-color18, colour mode, direction and language. */
export const settingsAtom = atom(
  (get) => get(settingsStateAtom),
  (get, set, change: Partial<Settings>) => set(settingsStateAtom, { ...get(settingsStateAtom), ...change }),
);

function settingAtom<K extends keyof Settings>(key: K) {
  return atom(
    (get) => get(settingsStateAtom)[key],
    (get, set, value: Settings[K]) => set(settingsStateAtom, { ...get(settingsStateAtom), [key]: value }),
  );
}

export const themeAtom = settingAtom('theme');
export const colorModeAtom = settingAtom('colorMode');
export const directionAtom = settingAtom('dir');
export const localeAtom = settingAtom('locale');

/** The currency symbol shown beside prices; default '$'. */
export const currencyAtom = atom(
  (get) => get(currencyStateAtom),
  (_get, set, symbol: string) => set(currencyStateAtom, symbol.trim() || '$'),
);

const DARK_QUERY = '(prefers-color-scheme: dark)';
const darkQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;

const systemColorModeBaseAtom = atom<'light' | 'dark'>(darkQuery()?.matches ? 'dark' : 'light');
systemColorModeBaseAtom.onMount = (setMode) => {
  const query = darkQuery();
  if (!query) return;
  const update = () => setMode(query.matches ? 'dark' : 'light');
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
};

/** The device's colour scheme, following changes while mounted. */
export const systemColorModeAtom = atom((get) => get(systemColorModeBaseAtom));

/** The mode to render: the setting, or the device's when the setting is `system`. */
export const resolvedColorModeAtom = atom((get): 'light' | 'dark' => {
  const mode: ColorModeSetting = get(settingsStateAtom).colorMode;
  return mode === 'system' ? get(systemColorModeAtom) : mode;
});

