import { palettes } from './palettes.generated';
import { buildTokenCss } from './tokens';

/**
 * The design tokens of every theme and mode as one plain stylesheet. ThemeRoot injects it through
 * styled-components; a store can instead put it in its HTML once (with `baseStylesheet`) and use
 * StaticStylesThemeRoot, so its scripts neither carry nor compile it.
 */
export const tokenStylesheet = buildTokenCss(palettes);
