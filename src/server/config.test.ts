import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv as parseDotenv } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig, parseEnv, trustProxyOption } from './config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const example = parseDotenv(readFileSync(path.join(root, '.env.example'), 'utf8'));

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yod-config-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The message of the ConfigError `source` raises; fails the test when it parses. */
function configErrorOf(source: NodeJS.ProcessEnv): string {
  try {
    parseEnv(source);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be refused`);
}

describe('environment configuration', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'not-a-url'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_READ_URL', 'mysql://replica'],
    ['SMTP_URL', 'http://mail'],
    ['MASTER_ADMIN_EMAIL', 'mestre'],
    ['ADMIN_EMAILS', 'a@yod.test,nao-e-email'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['GUEST_IPV6_PREFIX', '8'],
    ['GUEST_IPV6_PREFIX', '129'],
    ['GUEST_IPV6_PREFIX', '64.5'],
    ['AUTH_SECRET', 'short'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const message = configErrorOf({ [name]: value });
    expect(message).toContain('Invalid environment configuration');
    expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('names every bad variable at once', () => {
    const message = configErrorOf({ PORT: 'abc', PUBLIC_URL: 'not-a-url' });
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}PUBLIC_URL: /m);
    expect(configErrorOf({ ADMIN_EMAILS: 'a@yod.test,nao-e-email' })).toMatch(
      /^ {2}ADMIN_EMAILS: .*\(item 2\)$/m,
    );
  });

  it('requires AUTH_SECRET in production and S3_BUCKET with the s3 driver', () => {
    expect(configErrorOf({ NODE_ENV: 'production' })).toMatch(/^ {2}AUTH_SECRET: is required in production/m);
    expect(configErrorOf({ STORAGE_DRIVER: 's3' })).toMatch(/^ {2}S3_BUCKET: /m);
  });

  it('takes the operator CNPJ only with right check digits, kept without punctuation', () => {
    expect(parseEnv({}).OPERATOR_CNPJ).toBe('');
    expect(parseEnv({ OPERATOR_CNPJ: '11.222.333/0001-81' }).OPERATOR_CNPJ).toBe('11222333000181');
    expect(configErrorOf({ OPERATOR_CNPJ: '11.222.333/0001-82' })).toMatch(
      /^ {2}OPERATOR_CNPJ: must be a valid CNPJ/m,
    );
    expect(parseEnv({ OPERATOR_LEGAL_NAME: ' Yod Arena Ltda. ' }).OPERATOR_LEGAL_NAME).toBe(
      'Yod Arena Ltda.',
    );
  });

  it('parses .env.example as is, and it lists every variable', () => {
    const env = parseEnv(example);
    expect(env.PORT).toBe(3000);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.GUEST_IPV6_PREFIX).toBe(64);
    expect(parseEnv({}).GUEST_IPV6_PREFIX).toBe(64);
    expect(parseEnv({ GUEST_IPV6_PREFIX: '56' }).GUEST_IPV6_PREFIX).toBe(56);
    expect(env.ADMIN_EMAILS).toEqual(['mestre@yod.test', 'admin@yod.test']);
    expect(Object.keys(example).sort()).toEqual(Object.keys(envSchema.shape).sort());
    const config = loadConfig({ ...example, DATA_DIR: tempDataDir() });
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
  });

  it('generates a development secret once under DATA_DIR and reuses it', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.AUTH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.AUTH_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).AUTH_SECRET).toBe(first.AUTH_SECRET);
    // A configured secret wins and nothing else is generated.
    const other = tempDataDir();
    const given = 'x'.repeat(40);
    expect(loadConfig({ AUTH_SECRET: given, DATA_DIR: other }).AUTH_SECRET).toBe(given);
    expect(() => statSync(path.join(other, 'auth-secret'))).toThrow();
  });

  it('derives PUBLIC_URL from PORT and makes cookies Secure on https', () => {
    const dataDir = tempDataDir();
    expect(loadConfig({ PORT: '4000', DATA_DIR: dataDir }).PUBLIC_URL).toBe('http://localhost:4000');
    const https = loadConfig({ PUBLIC_URL: 'https://arena.example.com/', DATA_DIR: dataDir });
    expect(https.PUBLIC_URL).toBe('https://arena.example.com');
    expect(https.secureCookies).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  const parse = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is off by default and for false, 0 and empty', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    for (const v of ['false', 'FALSE', '0', '']) expect(parse(v)).toBe(false);
  });

  it('takes a hop count, with true kept as one hop', () => {
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('true')).toBe(1);
  });

  it('takes a comma-separated list of proxy addresses and CIDRs', () => {
    expect(parse('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('trusts exactly the configured number of hops', () => {
    const oneHop = trustProxyOption(1);
    if (typeof oneHop !== 'function') throw new Error('a hop count must become a function');
    expect(oneHop('10.0.0.2', 0)).toBe(true);
    expect(oneHop('198.51.100.1', 1)).toBe(false);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.2'])).toEqual(['10.0.0.2']);
  });
});
