import type { Preview } from '@storybook/react-vite';
import { loadDictionary, preloadCarousel, ThemeRoot } from '@storefront/ui';
import { type ThemeName, themeNames } from '@storefront/ui/theme';
import type { ReactNode } from 'react';

/** "all" renders the story once per palette, side by side, for reviewing a component across themes. */
function AllThemes({ render, colorMode, dir, locale, currency }: { render: () => ReactNode; colorMode: 'light' | 'dark'; dir: 'ltr' | 'rtl'; locale: 'en' | 'fr'; currency: string }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 8, padding: 8 }}>
      {themeNames.map((theme: ThemeName) => (
        <section key={theme} aria-label={theme} style={{ border: '1px solid #8888', borderRadius: 8, overflow: 'hidden' }}>
          <ThemeRoot theme={theme} colorMode={colorMode} dir={dir} locale={locale} currency={currency}>
            <p style={{ margin: 0, padding: '4px 8px', fontSize: 12, fontWeight: 700 }}>{theme}</p>
            {render()}
          </ThemeRoot>
        </section>
      ))}
    </div>
  );
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...themeNames, { value: 'all', title: 'all 18 side by side' }], dynamicTitle: true },
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
    currency: {
      description: 'Currency of the prices',
      toolbar: { title: 'Currency', icon: 'credit', items: ['USD', 'EUR', 'INR'], dynamicTitle: true },
    },
  },
  // The French dictionary and the carousel engine are chunks of their own; stories use them at once.
  loaders: [() => loadDictionary('fr'), () => preloadCarousel()],
  initialGlobals: { theme: 'color1', colorMode: 'light', dir: 'ltr', locale: 'en', currency: 'USD' },
  decorators: [
    (Story, { globals }) =>
      globals.theme === 'all' ? (
        <AllThemes render={() => <Story />} colorMode={globals.colorMode} dir={globals.dir} locale={globals.locale} currency={globals.currency} />
      ) : (
        <ThemeRoot theme={globals.theme} colorMode={globals.colorMode} dir={globals.dir} locale={globals.locale} currency={globals.currency}>
          {/* Fills the canvas so dark mode is dark below short stories too. */}
          <div style={{ minBlockSize: '100vh' }}>
            <Story />
          </div>
        </ThemeRoot>
      ),
  ],
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
