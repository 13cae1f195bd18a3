// @ts-expect-error: a plain ESM script shared with `npm start`, without type declarations
import { build } from '../../scripts/build.mjs';

/** One production build for every worker's server (and the test run's page tests before it). */
export default function globalSetup() {
  build({ ifStale: true });
}
