import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner } from '#server/db/factories/banners.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { createTestApp, signedInUser } from '#server/test-support/test-app.ts';
import { TEST_MASTER_EMAIL } from '#server/test-support/test-config.ts';
import { type OpenApiDocument, operationsOf } from './fuzz/openapi.ts';
import { type FuzzRequest, requestArbitrary, summarize } from './fuzz/requests.ts';
import { listTables, tableChanges, tableFingerprints } from './support/table-fingerprints.ts';

/**
 * Every documented operation gets malformed requests (fast-check, seeded), as a guest and as the
 * master admin so validation behind the guard is reached. `FUZZ_RUNS` sets the total request
 * count (the reliability run uses >= 10,000); `FUZZ_SEED` replays a run.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 1_500);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);

// Operations are read from the live OpenAPI document so routes added later are fuzzed too.
const t = await createTestApp();
const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
const operations = operationsOf(doc).filter((op) => !op.streaming);
const runsPerCall = Math.max(3, Math.ceil(TOTAL_RUNS / (operations.length * 2)));

let masterCookie = '';
let tables: string[] = [];

beforeAll(async () => {
  // Real rows so list endpoints serialise data and lookups have something to miss.
  const master = await signedInUser(t, { email: TEST_MASTER_EMAIL, role: 'admin', balance: 5 });
  masterCookie = master.cookie;
  const fighter = await createUser(t.db, { balance: 5 });
  const battle = await createBattle(t.db);
  await addParticipant(t.db, battle.id, { id: fighter.id });
  await createBanner(t.db);
  // The first authenticated request of the day grants YodCoins; take it before counting rows.
  await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: masterCookie } });
  tables = await listTables(t.db);
});

afterAll(async () => {
  await t.close();
});

interface Outcome {
  status: number;
  body: string;
  contentType: string;
}

function describeCall(role: string, req: FuzzRequest, res: Outcome): string {
  return `${role} ${summarize(req)} -> ${res.status} ${res.body.slice(0, 300)}`;
}

/** The access the route of an OpenAPI path declares (`/api/battles/{id}` is `/api/battles/:id`). */
function accessOf(method: string, path: string): string | undefined {
  const url = path.replace(/\{([^}]+)\}/g, ':$1');
  return t.app.routeTable.find((r) => r.method === method && r.url === url)?.access;
}

/** What every answer to a malformed request must look like; returns the problem or null. */
function problemWith(req: FuzzRequest, res: Outcome, guestOnPrivate: boolean): string | null {
  if (res.status >= 500) return 'server error';
  // Whatever the spelling of its path, a route that is not public never answers a guest's call.
  if (guestOnPrivate && res.status < 400) return `a guest got a ${res.status} from a private route`;
  if (res.status >= 400 && req.method !== 'HEAD') {
    if (!res.contentType.includes('application/json')) return `non-JSON ${res.contentType}`;
    try {
      const error = (JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } }).error;
      if (typeof error?.code !== 'string' || typeof error.message !== 'string')
        return 'error body without { error: { code, message } }';
    } catch {
      return 'unparseable JSON error body';
    }
  }
  return null;
}

describe('fuzzing every OpenAPI operation with malformed input', () => {
  it('reads a non-trivial OpenAPI document', () => {
    expect(operations.map((o) => o.id)).toEqual(
      expect.arrayContaining(['POST /api/auth/register', 'POST /api/auth/login', 'GET /api/me']),
    );
  });

  for (const op of operations) {
    it(
      `${op.id}: no 5xx, JSON errors, no data change`,
      async () => {
        let baseline = await tableFingerprints(t.db, tables);
        const access = accessOf(op.method, op.path);
        expect(access, op.id).toBeDefined();
        for (const role of ['guest', 'master'] as const) {
          const property = fc.asyncProperty(requestArbitrary(op), async (req) => {
            const res = await t.app.inject({
              method: req.method as 'GET',
              url: req.url,
              headers: role === 'master' ? { ...req.headers, cookie: masterCookie } : req.headers,
              ...(req.payload !== undefined ? { payload: req.payload } : {}),
            });
            const outcome = {
              status: res.statusCode,
              body: res.body,
              contentType: String(res.headers['content-type'] ?? ''),
            };
            const after = await tableFingerprints(t.db, tables);
            const changes = tableChanges(baseline, after);
            baseline = after;
            const problem =
              problemWith(req, outcome, role === 'guest' && access !== 'public') ??
              (changes.length > 0 ? `data changed: ${changes.join(', ')}` : null);
            if (problem) throw new Error(`${problem}: ${describeCall(role, req, outcome)}`);
          });
          await fc.assert(property, { seed: SEED, numRuns: runsPerCall, endOnFailure: false });
        }
      },
      60_000 + runsPerCall * 2 * 300,
    );
  }
});
