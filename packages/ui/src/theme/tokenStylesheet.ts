import { palettes } from './palettes.generated';
import { buildTokenCss } from './tokens';

/**
 * The design tokens of every theme and mode as one plain stylesheet. ThemeRoot injects it through
 * styled-components unless told the page already carries it (`staticTokens`): a store can put it
 * in its HTML once, so the browser does not compile it again when it takes the page over.
 */
export const tokenStylesheet = buildTokenCss(palettes);
