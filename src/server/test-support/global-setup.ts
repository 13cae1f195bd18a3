import type { TestProject } from 'vitest/node';
import { build } from '#scripts/build.ts';
import { preparePgliteTemplate, prepareTemplate, removePgliteTemplate } from './test-database.ts';

/**
 * One migrated template per run (a PostgreSQL database, or a dumped PGlite data directory), and
 * the production web build the page tests render with (`npm test`'s browser journeys reuse it).
 */
export default async function setup(project: TestProject) {
  build({ ifStale: true, only: ['web'] });
  if (process.env.TEST_DATABASE_URL) {
    await prepareTemplate();
    project.provide('pgliteTemplate', null);
    return;
  }
  const file = await preparePgliteTemplate();
  project.provide('pgliteTemplate', file);
  return () => removePgliteTemplate(file);
}
