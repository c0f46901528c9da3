import { defineProject } from 'vitest/config';
import { nodeSourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { conditions: nodeSourceConditions },
  ssr: { resolve: { conditions: nodeSourceConditions } },
  test: {
    name: 'api',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real servers, real databases and property tests: generous limits so a busy CI machine is not a failure.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
