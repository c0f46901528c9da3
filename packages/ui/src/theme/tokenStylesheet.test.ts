import { describe, expect, it } from 'vitest';
import { palettes } from './palettes.generated';
import { themeNames } from './themes';
import { tokenStylesheet } from './tokenStylesheet';

describe('the token stylesheet', () => {
  it("gives every root each theme's swatch colour, its light accent 9 (TemplateSettings' swatches use them)", () => {
    const rootBlock = /:root, \[data-theme\] \{([^}]*)\}/.exec(tokenStylesheet)?.[1] ?? '';
    for (const theme of themeNames) expect(rootBlock).toContain(`--theme-swatch-${theme}: ${palettes[theme].light.accent9};`);
  });
});
