import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts'],
    // Vitest's default keeps one core for its main process (cores - 1): one worker on two cores,
    // which leaves a core idle once the story tests in the browser are done. The main process
    // mostly waits on the workers, so every core runs a worker.
    maxWorkers: availableParallelism(),
  },
});
