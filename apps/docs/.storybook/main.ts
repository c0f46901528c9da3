import type { StorybookConfig } from '@storybook/react-vite';
import { seedImages } from './seed-images';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)', '../../../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['source', 'module', 'browser', 'development|production'];
    // Pre-bundle the UI's dependencies up front: discovering one mid-run reloads the page and
    // makes the story tests fail with "failed to find the current suite".
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [
      ...(viteConfig.optimizeDeps.include ?? []),
      'radix-ui',
      'embla-carousel-react',
      'embla-carousel-autoplay',
      'sonner',
      'react-hook-form',
      'styled-components',
      'dompurify',
      'react-dom',
    ];
    viteConfig.plugins = [...(viteConfig.plugins ?? []), seedImages()];
    return viteConfig;
  },
};

export default config;
