export { FULL_MENU_MIN_WIDTH, Header, type HeaderProps, STICKY_MIN_WIDTH, STICKY_OFFSET } from './Header';
export { type SearchResult, SearchOverlay, type SearchOverlayProps } from './SearchOverlay';
