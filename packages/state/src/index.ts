export * from './api';
export * from './cart';
export * from './catalogue';
export * from './filters';
export * from './lists';
export * from './messages';
export * from './notifier';
export {
  createShopperStorage,
  DEFAULT_CURRENCY,
  DEFAULT_FILTERS,
  defaultShopperState,
  LEGACY_STORAGE_KEY,
  MAX_LIST_LENGTH,
  MAX_SAVED_CHARS,
  loadShopperStateReader,
  prepareSavedShopperState,
  readSavedSettings,
  STORAGE_KEY,
  STORAGE_VERSION,
  toSaved,
  type SavedStateV1,
  type ShopperState,
  type ShopperStorageOptions,
} from './persistence';
export * from './productQuantity';
export * from './recentlyViewed';
export * from './settings';
export * from './settingsAtoms';
export { shopperStateAtom } from './shopperState';
