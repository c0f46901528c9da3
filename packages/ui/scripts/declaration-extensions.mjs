// Adds file extensions to the relative imports of the emitted declarations (dist/**/*.d.ts).
//
// tsc emits them as written in the sources, without extensions ('./theme/ThemeRoot'). TypeScript
// projects that resolve like Node (moduleResolution node16 / nodenext) need the full path of the
// JavaScript file a declaration stands for ('./theme/ThemeRoot.js', '../Field/index.js'): without
// it they see none of the package's exports. The JavaScript itself is bundled by tsup into chunks,
// so no .js file sits beside most declarations and tools that check for one (tsc-alias,
// tsc-esm-fix) leave these paths alone; this looks for the declaration file instead.
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const relative = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** The specifier with its extension, or as it was when it already has one or names no declaration. */
function withExtension(specifier, fromDir) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  if (fs.existsSync(path.join(fromDir, `${specifier}.d.ts`))) return `${specifier}.js`;
  if (fs.existsSync(path.join(fromDir, specifier, 'index.d.ts'))) return `${specifier}/index.js`;
  return specifier;
}

let changed = 0;
for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const full = path.join(dist, file);
  const source = fs.readFileSync(full, 'utf8');
  const fixed = source.replace(relative, (_, before, quote, specifier) => `${before}${quote}${withExtension(specifier, path.dirname(full))}${quote}`);
  if (fixed !== source) {
    fs.writeFileSync(full, fixed);
    changed += 1;
  }
}
console.log(`declaration-extensions: ${changed} declaration files given explicit import paths`);
