import { useMediaQuery } from '../shared/useMediaQuery';
import { prefersDark } from './media';
import type { ColorMode, ColorModeSetting } from './themes';

/** The effective colour mode: the setting, or the device's preference (live) for `system`. */
export function useColorMode(setting: ColorModeSetting | undefined): ColorMode {
  const systemDark = useMediaQuery(prefersDark);
  if (setting === 'light' || setting === 'dark') return setting;
  return systemDark ? 'dark' : 'light';
}
