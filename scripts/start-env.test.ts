import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { startEnv } from './start-env.ts';

const roots: string[] = [];
function tempRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yod-start-'));
  roots.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm start environment', () => {
  it('starts the production build (React included) with the secret generated under DATA_DIR', () => {
    const root = tempRoot();
    const env = startEnv({ PORT: '3999' }, root);
    expect(env.NODE_ENV).toBe('production');
    expect(env.PORT).toBe('3999');
    expect(env.AUTH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(root, 'data', 'auth-secret'), 'utf8')).toBe(env.AUTH_SECRET);
    // The same secret at the next start: sessions survive a restart.
    expect(startEnv({}, root).AUTH_SECRET).toBe(env.AUTH_SECRET);
    // The configuration a production deployment must pass is passed.
    const config = loadConfig({ ...env, DATA_DIR: path.join(root, 'data') });
    expect(config.NODE_ENV).toBe('production');
    expect(config.AUTH_SECRET).toBe(env.AUTH_SECRET);
  });

  it('keeps what the operator set: NODE_ENV, AUTH_SECRET and DATA_DIR', () => {
    const root = tempRoot();
    const given = 'x'.repeat(40);
    expect(startEnv({ AUTH_SECRET: given }, root)).toMatchObject({
      NODE_ENV: 'production',
      AUTH_SECRET: given,
    });
    // Outside production the server generates its own secret, as it always has.
    expect(startEnv({ NODE_ENV: 'development' }, root)).toEqual({ NODE_ENV: 'development' });
    const env = startEnv({ DATA_DIR: 'elsewhere', AUTH_SECRET: '' }, root);
    expect(readFileSync(path.join(root, 'elsewhere', 'auth-secret'), 'utf8')).toBe(env.AUTH_SECRET);
  });
});
