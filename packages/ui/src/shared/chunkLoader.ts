import { useSyncExternalStore } from 'react';

/**
 * A piece of a component (its dialog surface, its carousel engine) kept in a chunk of its own and
 * loaded on first use: `preload()` loads it once (again after a failed download), and components
 * read it with `useLoadedChunk`, which re-renders them when it arrives.
 */
export interface ChunkLoader<T> {
  preload(): Promise<void>;
  current(): T | undefined;
  subscribe(listener: () => void): () => void;
}

export function createChunkLoader<T>(load: () => Promise<T>): ChunkLoader<T> {
  let loaded: T | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  return {
    preload() {
      loading ??= load().then(
        (value) => {
          loaded = value;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          loading = undefined; // the next use tries again
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The chunk's export once loaded, else undefined. A server render, and the browser's hydration of
 * it, see undefined, so both draw the same markup whether or not the chunk has arrived.
 */
export function useLoadedChunk<T>(loader: ChunkLoader<T>): T | undefined {
  return useSyncExternalStore(loader.subscribe, loader.current, () => undefined);
}
