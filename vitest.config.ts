import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The integration files that render pages with the production web build (`pages: true`, or a web
 * app in build mode): their project builds it first when stale (~20 s), so a run of API files
 * alone never pays for it. `createTestApp({ pages: true })` in a file missing here fails, naming
 * this list.
 */
const PAGE_FILES = [
  'src/server/web/pages-*.test.ts',
  'src/server/web/viewer-shell*.test.ts',
  'src/server/admin/rbac.test.ts',
  'src/server/battles/id-over-slug.test.ts',
  'src/server/battles/pending-unseen.test.ts',
  'src/server/battles/signed-in-reads.test.ts',
  'src/server/fans/ranking.test.ts',
  'src/server/http/canonical-url.test.ts',
  'src/server/http/database-unavailable.test.ts',
  'src/server/security/sessions.test.ts',
];

/** What both integration projects share. */
const integration = {
  globalSetup: ['src/server/test-support/global-setup.ts'],
  // Each file builds its own app on its own database, so the files share the imported
  // modules instead of importing the whole server again per file.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    setupFiles: ['src/test-support/fail-on-console-error.ts'],
    // One test file per core (Vitest's default leaves one core to itself, which idles while the
    // integration files run: 165 s with one worker, 113 s with two on a 2-core machine).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // React components in a simulated browser, driven through the DOM (Testing Library).
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test-support/setup-dom.ts'],
          // Each test's fetch stub (test-support/api-stub.ts) ends with it.
          unstubGlobals: true,
          // A journey through a page (render, a few clicks, the answers) takes 1-2 s alone and
          // several times that on a core shared with other runs; the limit catches a hang, it is
          // not a performance budget.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'integration',
          include: ['src/server/**/*.test.ts'],
          // Its own run (npm run test:reliability): real processes and a PostgreSQL restart.
          exclude: [...configDefaults.exclude, 'src/server/reliability/**', ...PAGE_FILES],
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'integration-pages',
          include: PAGE_FILES,
          globalSetup: ['src/server/test-support/web-build-setup.ts', ...integration.globalSetup],
        },
      },
    ],
  },
});
