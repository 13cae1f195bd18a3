// The server the Playwright journeys run against: a fresh embedded database with the demo data.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data/e2e');
rmSync(dataDir, { recursive: true, force: true });
await import('./start.mjs');
