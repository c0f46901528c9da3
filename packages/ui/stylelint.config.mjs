/**
 * Styles must work in both directions: physical left/right margins, paddings, borders, insets and
 * text-align are rejected in favour of logical properties (margin-inline-start, inset-inline-end,
 * text-align: start). postcss-styled-syntax lets stylelint read styled-components templates.
 */
export default {
  customSyntax: 'postcss-styled-syntax',
  plugins: ['stylelint-use-logical'],
  rules: {
    'csstools/use-logical': ['always', { except: ['width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'top', 'bottom', 'margin-top', 'margin-bottom', 'padding-top', 'padding-bottom'] }],
    // use-logical skips declarations at the root of a styled template, so the same properties are
    // also rejected by name here, which covers every nesting level.
    'property-disallowed-list': [
      ['/^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-|$)/', 'left', 'right', '/^border-(top|bottom)-(left|right)-radius$/'],
      { message: (property) => `"${property}" is physical: use its logical form (inline-start / inline-end) so RTL works` },
    ],
    'declaration-property-value-disallowed-list': {
      'text-align': ['left', 'right'],
      float: ['left', 'right'],
      clear: ['left', 'right'],
    },
  },
};
