import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One thing in a file that looks like a credential. */
export interface SecretFinding {
  file: string;
  kind: string;
  /** The first characters only, so a report never reprints a whole real key. */
  excerpt: string;
}

interface Rule {
  kind: string;
  pattern: RegExp;
  /** For generic assignments: the captured value must look random, not like a word or a label. */
  valueGroup?: number;
}

/** Shapes of well-known credentials (the prefixes their issuers document). */
const rules: readonly Rule[] = [
  { kind: 'private key block', pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY( BLOCK)?-----/g },
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'Stripe secret or restricted key', pattern: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{22,})/g },
  { kind: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: 'JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{10,}/g },
  {
    kind: 'secret-like assignment',
    pattern:
      /\b[\w-]*(?:secret|password|passwd|token|api[_-]?key|private[_-]?key)[\w-]*["'`]?\s*[:=]\s*["'`]([A-Za-z0-9+/=_\-.!@#$%^&*]{20,})["'`]/gi,
    valueGroup: 1,
  },
];

/** Shannon entropy in bits per character. Random keys score above ~3.5; words and labels below. */
export function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Generated secrets mix letters and digits with high entropy; message keys such as
 * 'validation.passwordLength' and labels are words (no digit) and are left alone.
 */
export function looksRandom(value: string): boolean {
  return /\d/.test(value) && /[A-Za-z]/.test(value) && entropy(value) >= 3.5;
}

const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE_KEY/i;
/** A URL that carries a password (`smtp://user:pass@host`, `postgres://user:pass@host/db`): the password is a secret. */
const CREDENTIAL_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:([^@\s]+)@/i;

/** The secrets a variable holds: its whole value when it is named like a secret, a URL's password. */
function secretsOf(name: string, value: string): string[] {
  const found: string[] = [];
  // Short values (e.g. 'x', 'changeme') would match all over a bundle; they are not keys either way.
  if (value.length >= 8 && SECRET_NAME.test(name)) found.push(value);
  const password = CREDENTIAL_URL.exec(value)?.[1];
  if (password && password.length >= 8) found.push(password);
  return found;
}

/** Secret values of the variables in .env-style files (KEY=value lines). */
export function secretValuesFromEnvFile(text: string): string[] {
  const values: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match?.[1]) continue;
    values.push(...secretsOf(match[1], (match[2] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2')));
  }
  return values;
}

/** Secret-named values from the .env files of the given folders and from this process's environment. */
export function knownSecretValues(envDirs: readonly string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const values = new Set<string>();
  for (const dir of envDirs) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      if (!/^\.env(\..+)?$/.test(name)) continue;
      for (const value of secretValuesFromEnvFile(fs.readFileSync(path.join(dir, name), 'utf8'))) values.add(value);
    }
  }
  for (const [name, value] of Object.entries(env)) {
    for (const secret of secretsOf(name, value ?? '')) values.add(secret);
  }
  return [...values];
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** A file's text; precompressed siblings are scanned decompressed so they are checked too. */
function readText(file: string): string {
  const bytes = fs.readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('latin1');
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('latin1');
  return bytes.toString('latin1');
}

const excerpt = (text: string) => `${text.slice(0, 12)}…`;

/** Scans one text for credential shapes and for the known secret values. */
export function scanText(file: string, text: string, knownValues: readonly string[] = []): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      const value = rule.valueGroup === undefined ? match[0] : (match[rule.valueGroup] ?? '');
      if (rule.valueGroup !== undefined && !looksRandom(value)) continue;
      findings.push({ file, kind: rule.kind, excerpt: excerpt(match[0]) });
    }
  }
  for (const value of knownValues) {
    if (text.includes(value)) findings.push({ file, kind: 'value of a secret-named environment variable', excerpt: excerpt(value) });
  }
  return findings;
}

/** Scans every file under `root` (the built store). Throws when the folder is missing. */
export function scanFolder(root: string, knownValues: readonly string[] = []): { files: number; findings: SecretFinding[] } {
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    throw new Error(`${root} is missing: build the store first (pnpm --filter @storefront/store build).`);
  }
  const files = listFiles(root);
  const findings = files.flatMap((file) => scanText(path.relative(root, file), readText(file), knownValues));
  return { files: files.length, findings };
}
