import { baseStylesheet, themeBootScript, tokenStylesheet } from '@storefront/ui/theme';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { brandThemes, settingsKey } from './src/theme';

/**
 * Puts the theme in the page itself: the tokens of the 18 built-in themes and the brand's own, the
 * base styles, and the boot script that applies the saved theme, mode and direction before the
 * first paint. The page is themed before any script runs, and the app uses StaticStylesThemeRoot.
 */
function themeInHtml(): Plugin {
  return {
    name: 'theme-in-html',
    transformIndexHtml: () => [
      { tag: 'style', attrs: { 'data-tokens': '' }, children: [tokenStylesheet, ...brandThemes.map((theme) => theme.css)].join('\n'), injectTo: 'head' },
      { tag: 'style', attrs: { 'data-base': '' }, children: baseStylesheet, injectTo: 'head' },
      { tag: 'script', children: themeBootScript({ storageKey: settingsKey, themes: brandThemes, defaults: { theme: 'northwind' } }), injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  plugins: [react(), themeInHtml()],
  server: { port: 4173 },
  preview: { port: 4173 },
});
