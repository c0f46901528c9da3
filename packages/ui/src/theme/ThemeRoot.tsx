import { Direction as RadixDirection } from 'radix-ui';
import { type HTMLAttributes, type ReactNode, useMemo } from 'react';
import { createGlobalStyle } from 'styled-components';
import { I18nProvider, type Messages } from '../i18n/I18nProvider';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';
import { applyThemeAttributes } from './applyTheme';
import { GlobalStyles } from './GlobalStyles';
import type { CustomTheme } from './createTheme';
import { type ThemeChoice, ThemeStateProvider } from './ThemeContext';
import { DEFAULT_SETTINGS } from '@storefront/api-client/settings';
import type { ColorModeSetting, Direction, Locale, ThemeName } from './themes';
import { useColorMode } from './useColorMode';

/** With `target="wrapper"`, the other attributes (className, id, data-*) go to the wrapping `<div>`. */
export interface ThemeRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dir' | 'lang'> {
  theme?: ThemeName;
  /** `system` (the default) follows the device's preference. */
  colorMode?: ColorModeSetting;
  dir?: Direction;
  locale?: Locale;
  /** ISO 4217 code of the shop's prices ('EUR'): Price and the tables format in it, in `locale`'s way. 'USD' by default. */
  currency?: string;
  /**
   * Texts in place of the built-in ones, in `locale`'s language: a brand's own wording
   * (`{ 'about.story': '...' }`). Keep the same object between renders (a constant or useMemo).
   */
  messages?: Messages;
  /**
   * `wrapper` (default) scopes everything to a wrapping element (stories, side-by-side views);
   * `document` writes the attributes on `<html>` (a store's app root, paired with themeBootScript).
   */
  target?: 'wrapper' | 'document';
  /**
   * The store's own themes (`createTheme`'s), which `theme` may then name. ThemeRoot adds their
   * tokens to the page; with StaticStylesThemeRoot, put each one's `css` in the page's own
   * `<style>` beside `tokenStylesheet`. Keep the same array between renders.
   */
  themes?: readonly CustomTheme[];
  children: ReactNode;
}

/** The tokens of the store's own themes, through styled-components. */
const CustomThemeStyles = createGlobalStyle<{ $css: string }>`
  ${(props) => props.$css}
`;

/**
 * Writes `data-theme`, `data-color-mode`, `dir` and `lang` (on a wrapper or on `<html>`), gives
 * Radix components the direction, injects every theme's tokens, and provides the dictionaries of
 * `locale`.
 */
export function ThemeRoot(props: ThemeRootProps) {
  return (
    <ThemeFrame {...props}>
      <GlobalStyles />
      {props.themes && props.themes.length > 0 && <CustomThemeStyles $css={props.themes.map((theme) => theme.css).join('\n')} />}
      {props.children}
    </ThemeFrame>
  );
}

/**
 * ThemeRoot for a page that carries `tokenStylesheet` and `baseStylesheet` in `<style>` elements of
 * its own (a store's index.html): the tokens, and the 18 palettes they are built from, stay out of
 * its scripts, and styled-components compiles neither stylesheet when the browser takes a
 * server-rendered page over.
 */
export function StaticStylesThemeRoot(props: ThemeRootProps) {
  return <ThemeFrame {...props} />;
}

const noThemes: readonly CustomTheme[] = [];

function ThemeFrame({
  theme = DEFAULT_SETTINGS.theme,
  colorMode = DEFAULT_SETTINGS.colorMode,
  dir = DEFAULT_SETTINGS.dir,
  locale = DEFAULT_SETTINGS.locale,
  currency = 'USD',
  messages,
  target = 'wrapper',
  themes = noThemes,
  children,
  ...rest
}: ThemeRootProps) {
  const mode = useColorMode(colorMode);
  const customThemes = useMemo<ThemeChoice[]>(() => themes.map(({ name, label }) => ({ name: name as ThemeName, label })), [themes]);
  useIsomorphicLayoutEffect(() => {
    if (target === 'document') applyThemeAttributes(document.documentElement, { theme, colorMode: mode, dir, locale });
  }, [target, theme, mode, dir, locale]);
  const content = (
    <ThemeStateProvider value={{ theme, colorMode: mode, dir, locale, currency, target, customThemes }}>
      <RadixDirection.DirectionProvider dir={dir}>
        <I18nProvider locale={locale} messages={messages}>
          {children}
        </I18nProvider>
      </RadixDirection.DirectionProvider>
    </ThemeStateProvider>
  );
  if (target === 'document') return content;
  return (
    <div {...rest} data-theme={theme} data-color-mode={mode} dir={dir} lang={locale} data-theme-root="">
      {content}
    </div>
  );
}
