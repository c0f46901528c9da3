import { defineProject } from 'vitest/config';
import { nodeSourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { conditions: nodeSourceConditions },
  ssr: { resolve: { conditions: nodeSourceConditions } },
  test: {
    name: 'store',
    environment: 'node',
    isolate: false,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
});
