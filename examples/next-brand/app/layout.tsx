import { baseStylesheet, themeBootScript, tokenStylesheet } from '@storefront/ui/theme';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '../lib/Providers';
import { harbour, settingsKey } from '../lib/theme';

export const metadata: Metadata = { title: 'Harbour Supply' };

/**
 * A server component: the theme helpers come from '@storefront/ui/theme', which has no React or
 * styled-components in it. The tokens (the 18 built-in themes and the brand's), the base styles and
 * the boot script are in the HTML, so the page is themed before any script runs.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-theme="harbour" data-color-mode="light" dir="ltr" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the kit's own script, no user input */}
        <script dangerouslySetInnerHTML={{ __html: themeBootScript({ storageKey: settingsKey, themes: [harbour], defaults: { theme: 'harbour' } }) }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the kit's stylesheets, no user input */}
        <style data-tokens="" dangerouslySetInnerHTML={{ __html: `${tokenStylesheet}\n${harbour.css}` }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the kit's stylesheets, no user input */}
        <style data-base="" dangerouslySetInnerHTML={{ __html: baseStylesheet }} />
      </head>
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
