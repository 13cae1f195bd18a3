import path from 'node:path';
import { build } from '#scripts/build.ts';
import { ROOT } from './server-process.ts';

/** The fault tests run the built server (`npm start`'s build): rebuilt when the sources are newer. */
export default function setup() {
  process.chdir(path.resolve(ROOT));
  build({ ifStale: true });
}
