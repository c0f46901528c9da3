import { readFileSync } from 'node:fs';

/**
 * The libraries the store lists in its package.json (workspace packages aside). The store's builds
 * and tests resolve each from the store's own copy (Vite's `resolve.dedupe`): the workspace's
 * packages declare the same libraries for their own tests, on React 19, and pnpm installs one copy
 * per React version. Two copies of React, jotai or the router in one page would break it (ADR 0069).
 */
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

export const storeDependencies = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@storefront/'));

const escaped = storeDependencies.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
/**
 * A file of a library the store does not list itself (Radix, sonner, embla...: the UI package's).
 * The server build bundles those, so their imports of React resolve to the store's copy.
 */
export const bundledByTheServerBuild = new RegExp(`/node_modules/(?!\\.pnpm/)(?!(?:${escaped.join('|')})/)`);
