'use client';
export { FULL_MENU_MIN_WIDTH } from '../fullMenu';
export { Header, type HeaderProps, STICKY_MIN_WIDTH, STICKY_OFFSET } from './Header';
export { type SearchResult, SearchOverlay, type SearchOverlayProps } from './SearchOverlay';
