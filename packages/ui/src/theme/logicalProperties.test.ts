// @vitest-environment node
import path from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

const configFile = path.resolve(import.meta.dirname, '../../stylelint.config.mjs');

const lint = async (css: string) => {
  const code = `import styled from 'styled-components';\nexport const A = styled.div\`\n${css}\n\`;\n`;
  const { results } = await stylelint.lint({ code, codeFilename: path.resolve(import.meta.dirname, 'probe.tsx'), configFile });
  return results[0]?.warnings.map((warning) => warning.rule) ?? [];
};

describe('the logical-properties lint rule', () => {
  it('rejects physical left/right margins, paddings, borders, insets and text-align', async () => {
    const rules = await lint('margin-left: 1px;\npadding-right: 1px;\nborder-left: 1px solid;\nleft: 0;\ntext-align: right;');
    expect(rules.filter((rule) => rule === 'property-disallowed-list')).toHaveLength(4);
    expect(rules).toContain('declaration-property-value-disallowed-list');
  });

  it('rejects them inside nested rules too', async () => {
    expect(await lint('&[data-open] { right: 0; }')).toContain('property-disallowed-list');
  });

  it('accepts logical properties', async () => {
    expect(await lint('margin-inline-start: 1px;\ninset-inline-end: 0;\nborder-inline-start: 1px solid;\ntext-align: start;')).toEqual([]);
  });
});
