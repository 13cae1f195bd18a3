import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the storm, the fault tests (real processes, kill -9, a PostgreSQL
// restart) and two instances on one database. Needs TEST_DATABASE_URL; files run one at a time
// because the fault tests restart the shared PostgreSQL.
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['src/server/reliability/**/*.test.ts'],
    setupFiles: ['src/test-support/fail-on-console-error.ts'],
    globalSetup: ['src/server/reliability/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
