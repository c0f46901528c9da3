import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { knownSecretValues, scanFolder, scanText, secretValuesFromEnvFile } from './secretScan';

const storeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(storeDir, '../..');
const envDirs = [repoRoot, storeDir, path.join(repoRoot, 'apps/api')];

// Fake credentials, assembled at run time so this file itself never holds one in a scannable shape.
const fake = {
  aws: `AKIA${'Q7ZP3MXV2KTL9WRB'}`,
  stripe: `sk_${'live'}_${'4eC39HqLyjWDarjtT1zdp7dc'}`,
  github: `ghp_${'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'}`,
  slack: `xox${'b'}-${'123456789012-abcdefABCDEF'}`,
  google: `AIza${'SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY'}`,
  jwt: `eyJ${'hbGciOiJIUzI1NiJ9'}.eyJ${'zdWIiOiIxMjM0NTY3ODkwIn0'}.${'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'}`,
  pem: `-----BEGIN ${'RSA PRIVATE'} KEY-----\nMIIEow...\n-----END RSA PRIVATE KEY-----`,
  assignment: `const clientSecret = "${'x9Vq2LmZ8pR4tK7wB3nY6cJ1'}";`,
};

describe('the secret scanner', () => {
  const temp: string[] = [];
  afterEach(() => {
    for (const dir of temp.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds each kind of planted key in a folder, compressed copies included', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-scan-'));
    temp.push(dir);
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><p>nothing here</p>');
    fs.writeFileSync(path.join(dir, 'assets/app.js'), Object.values(fake).join('\n'));
    fs.writeFileSync(path.join(dir, 'assets/other.js.gz'), gzipSync(`var k="${fake.aws}"`));
    const { files, findings } = scanFolder(dir);
    expect(files).toBe(3);
    expect(new Set(findings.map((f) => f.kind))).toEqual(
      new Set([
        'AWS access key id',
        'Stripe secret or restricted key',
        'GitHub token',
        'Slack token',
        'Google API key',
        'JSON Web Token',
        'private key block',
        'secret-like assignment',
      ]),
    );
    expect(findings.some((f) => f.file === path.join('assets', 'other.js.gz'))).toBe(true);
    // Reports show only the start of what they found.
    for (const finding of findings) expect(finding.excerpt.length).toBeLessThanOrEqual(13);
  });

  it('ignores labels and words next to secret-like names', () => {
    const text =
      'password:"Enter your password please",token:"aaaaaaaaaaaaaaaaaaaaaaaa",passwordLabel:"Password",' +
      'passwordLength:`validation.passwordLength`';
    expect(scanText('x.js', text)).toEqual([]);
  });

  it('finds the value of a secret-named variable from a .env file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-env-'));
    temp.push(dir);
    fs.writeFileSync(path.join(dir, '.env.local'), 'PUBLIC_URL=https://shop.test\nexport PAYPAL_SECRET="plain words ok"\nSHORT_TOKEN=abc\n');
    expect(secretValuesFromEnvFile('API_TOKEN=abcdefgh1234\nNAME=someone-long-value')).toEqual(['abcdefgh1234']);
    // The payment keys and the mail server's password are among them.
    expect(
      secretValuesFromEnvFile('STRIPE_SECRET_KEY=sk_test_51abcdef\nPAYPAL_CLIENT_SECRET=EK2x9-secret\nSMTP_URL=smtp://shop:mailpass123@mail.example:587'),
    ).toEqual(['sk_test_51abcdef', 'EK2x9-secret', 'mailpass123']);
    expect(knownSecretValues([], { SMTP_URL: 'smtp://mail.example:25', DATABASE_URL: 'postgres://app:dbpassword9@db/shop' })).toEqual(['dbpassword9']);
    const values = knownSecretValues([dir], {});
    expect(values).toEqual(['plain words ok']);
    const findings = scanText('app.js', 'var a="plain words ok"', values);
    expect(findings.map((f) => f.kind)).toEqual(['value of a secret-named environment variable']);
  });

  it('says clearly when the folder to scan is missing', () => {
    expect(() => scanFolder(path.join(os.tmpdir(), 'no-such-dist-folder'))).toThrow(/is missing: build the store first/);
  });
});

describe('the built store', () => {
  it('contains nothing that looks like a key, a token or a secret from the .env files', () => {
    const { files, findings } = scanFolder(path.join(storeDir, 'build/client'), knownSecretValues(envDirs));
    expect(files).toBeGreaterThan(3);
    expect(findings).toEqual([]);
  });
});
