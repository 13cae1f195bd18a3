import type { TestProject } from 'vitest/node';
import { build } from '#scripts/build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production web build is in dist/web: only the integration-pages project makes it. */
    webBuild: boolean;
  }
}

/**
 * The production web build the page tests render with (`npm test`'s browser journeys reuse it).
 * Vitest runs a project's global setup only when the run has files of that project, so an API
 * test file alone never waits for the ~20 s build (docs/decisions/0012-test-loop.md).
 */
export default function setup(project: TestProject) {
  build({ ifStale: true, only: ['web'] });
  project.provide('webBuild', true);
}
