import { atom } from 'jotai';
import type { Settings } from './settings';
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
