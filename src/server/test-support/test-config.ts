import { type Config, loadConfig } from '#server/config.ts';

export const TEST_MASTER_EMAIL = 'mestre@yod.test';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: 'data/test',
    MASTER_ADMIN_EMAIL: TEST_MASTER_EMAIL,
    ADMIN_EMAILS: `${TEST_MASTER_EMAIL},admin@yod.test`,
    LOG_LEVEL: 'silent',
    // Live snapshots at the fastest tick, so a test waits for one in moments.
    LIVE_TICK_MS: '50',
  });
  return { ...base, ...overrides };
}
