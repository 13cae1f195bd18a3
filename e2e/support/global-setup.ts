import { build } from '#scripts/build.ts';

/** One production build for every worker's server (and the test run's page tests before it). */
export default function globalSetup() {
  build({ ifStale: true });
}
