import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate, prepareTemplate, removePgliteTemplate } from './test-database.ts';

/**
 * Both integration projects run this setup in the one Vitest process; a run with files of both
 * prepares the template once (a PostgreSQL template's preparation drops the previous one).
 */
const SHARED = Symbol.for('yod-arena.test-template');
type Shared = { [SHARED]?: Promise<string | null> };

/** One migrated template per run: a PostgreSQL database, or a dumped PGlite data directory. */
export default async function setup(project: TestProject) {
  const shared = globalThis as Shared;
  const first = shared[SHARED] === undefined;
  shared[SHARED] ??= process.env.TEST_DATABASE_URL
    ? prepareTemplate().then(() => null)
    : preparePgliteTemplate();
  const file = await shared[SHARED];
  project.provide('pgliteTemplate', file);
  if (!first || file === null) return;
  return () => removePgliteTemplate(file);
}
