import type { StorybookConfig } from '@storybook/react-vite';
import { seedImages } from './seed-images';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../../../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['source', 'module', 'browser', 'development|production'];
    viteConfig.plugins = [...(viteConfig.plugins ?? []), seedImages()];
    return viteConfig;
  },
};

export default config;
