// @vitest-environment node
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The built package's declarations, as a TypeScript project that resolves modules like Node
 * (moduleResolution nodenext, libraries checked too) sees them (run after `pnpm build`, as
 * `pnpm test` does). Relative imports in declarations need their file extensions there
 * (scripts/declaration-extensions.mjs); without them the project sees none of the exports.
 */
const packageRoot = path.resolve(import.meta.dirname, '..');
// A module of this package's folder, so '@storefront/ui' resolves to the package itself through its exports map.
const consumer = path.join(packageRoot, 'nodenext-consumer.mts');
const consumerSource = `
import { Button, ThemeRoot, type ThemeRootProps } from '@storefront/ui';
import { Header } from '@storefront/ui/chrome/Header';
import { ProductBox } from '@storefront/ui/commerce/ProductBox';
import { ContactForm } from '@storefront/ui/forms';
import { sampleProducts } from '@storefront/ui/sample-data';
import { createTheme, type ThemeName, themeBootScript } from '@storefront/ui/theme';
declare module '@storefront/ui/theme' {
  interface CustomThemeNames { acme: true }
}
export const acme = createTheme({ name: 'acme', accent: '#0a7d5a' });
export const theme: ThemeRootProps = { theme: 'color7', colorMode: 'dark', children: null };
// A store's own theme, named once in CustomThemeNames, without a cast.
export const own: ThemeRootProps = { theme: 'acme', themes: [acme], children: null };
export const ownName: ThemeName = 'acme';
// @ts-expect-error: neither a built-in theme nor one the store named
export const wrong: ThemeRootProps = { theme: 'not-a-theme', children: null };
export const boot = themeBootScript({ storageKey: 'settings', themes: [acme], defaults: { theme: 'acme' } });
export const components = [Button, ThemeRoot, Header, ProductBox, ContactForm];
export const products = sampleProducts(3);
`;

function diagnosticsOf(options: ts.CompilerOptions): string[] {
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (file === consumer ? consumerSource : readFile(file));
  host.fileExists = (file) => file === consumer || fileExists(file);
  host.getSourceFile = (file, language) => {
    const text = host.readFile(file);
    return text === undefined ? undefined : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([consumer], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${path.relative(packageRoot, diagnostic.file.fileName)}: ` : '';
    return `${where}TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

// Checking every declaration the consumer reaches (the forms' react-hook-form types among them) is
// slow when the machine's two cores are shared with other runs: the timeout leaves room for that.
describe('the built declarations', () => {
  it('type-check in a project with moduleResolution nodenext, every export typed', () => {
    const diagnostics = diagnosticsOf({
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      // styled-components' declarations name Node's stream types.
      types: ['node'],
    });
    // Capped so a failure prints a readable list rather than hundreds of lines.
    expect(diagnostics.slice(0, 10)).toEqual([]);
  }, 120_000);
});
