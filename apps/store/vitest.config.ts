import { defineProject } from 'vitest/config';
import { nodeSourceConditions } from '../../vitest.shared.ts';
import { bundledByTheServerBuild, storeDependencies } from './storeDependencies.ts';

export default defineProject({
  resolve: { conditions: nodeSourceConditions, dedupe: storeDependencies },
  ssr: { resolve: { conditions: nodeSourceConditions, dedupe: storeDependencies } },
  test: {
    name: 'store',
    environment: 'node',
    // Libraries load as in the server build: the store's own from node_modules, the rest through Vite,
    // so their imports of React reach the store's copy too (ADR 0069).
    server: { deps: { inline: [bundledByTheServerBuild] } },
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
});
