import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

/**
 * The system browser the journeys drive: `CHROMIUM_PATH` when set, else Debian's
 * chromium-headless-shell (Chromium's headless-only build, the one Playwright itself runs headless
 * tests in; the journeys took 3.3 min on it instead of 4.4 min on the full browser), else the full
 * Chromium (docs/decisions/0012-test-loop.md).
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}
