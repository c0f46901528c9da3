import type { Config } from '@react-router/dev/config';

export default {
  // Route modules, root.tsx and the entries live in src/, as the store's code did before.
  appDirectory: 'src',
  ssr: true,
} satisfies Config;
