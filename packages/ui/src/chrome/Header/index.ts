'use client';
export { Header, type HeaderProps } from './Header';
export { type SearchResult, SearchOverlay, type SearchOverlayProps } from './SearchOverlay';
