'use client';
export { Header, type HeaderProps } from './Header';
export type { SearchResult, SearchSuggestion } from './SearchOverlay';
