import { defineProject } from 'vitest/config';
import { nodeSourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { conditions: nodeSourceConditions },
  ssr: { resolve: { conditions: nodeSourceConditions } },
  test: {
    name: 'api-client',
    environment: 'node',
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
