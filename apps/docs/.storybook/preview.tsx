import type { Preview } from '@storybook/react-vite';
import { ThemeRoot, themeNames } from '@storefront/ui';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...themeNames], dynamicTitle: true },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    dir: {
      description: 'Direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: ['en', 'fr'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'color1', colorMode: 'light', dir: 'ltr', locale: 'en' },
  decorators: [
    (Story, { globals }) => (
      <ThemeRoot theme={globals.theme} colorMode={globals.colorMode} dir={globals.dir} locale={globals.locale}>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
