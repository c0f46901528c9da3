export * from './api';
export * from './cart';
export * from './catalogue';
export * from './filters';
export * from './lists';
export * from './messages';
export * from './notifier';
export {
  currencyFrom,
  DEFAULT_CURRENCY,
  DEFAULT_FILTERS,
  MAX_SAVED_CHARS,
  readSavedSettings,
  SAVED_KEYS,
  type SavedPart,
  type SavedStorageOptions,
  savedStorage,
  savedStrings,
} from './persistence';
export * from './productQuantity';
export * from './recentlyViewed';
export * from './settings';
export * from './settingsAtoms';
export { savedStateRead } from './shopperState';
