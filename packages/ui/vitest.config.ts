import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { conditions: sourceConditions },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // One jsdom per worker instead of one per file: 200 s -> 50 s on 2 cores. The components keep
    // no state between renders but their lazy chunks; the suite passes in shuffled order.
    isolate: false,
  },
});
