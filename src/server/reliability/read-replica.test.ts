import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMigratedDatabase,
  createUsersSql,
  PG_URL,
  type ScratchDatabase,
  sessionCookies,
  withClient,
} from './support/database.ts';
import { invariantViolations } from './support/invariants.ts';
import { startLoad, summary } from './support/load.ts';
import {
  type Counted,
  type Crowd,
  castVote,
  countsInDatabase,
  seedCrowd,
  signedInRead,
} from './support/mixed-traffic.ts';
import { allowLocalReplication, type Replica, serverBinaries, startReplica } from './support/replica.ts';
import { newSecret, type ServerProcess, sleep, startServerProcess, until } from './support/server-process.ts';

const bin = PG_URL ? await serverBinaries(PG_URL) : undefined;
if (PG_URL && !bin) {
  console.warn('read replica tests skipped: no pg_basebackup and postgres binaries of the server version');
}

interface BattleAnswer {
  battle: {
    title: string;
    participants: { userId: string; votesCount: number }[];
    viewer: { votedParticipantUserIds: string[] };
  };
}

const votesOf = (answer: BattleAnswer, fighter: string) =>
  answer.battle.participants.find((p) => p.userId === fighter)?.votesCount;

describe.skipIf(!PG_URL || !bin)('a streaming replica for the heavy reads', () => {
  const secret = newSecret();
  let scratch: ScratchDatabase;
  let crowd: Crowd;
  let adminCookie: string;
  let replica: Replica;
  let server: ServerProcess;

  beforeAll(async () => {
    const refused = await allowLocalReplication(PG_URL);
    if (refused) throw new Error(`cannot make a replica here: ${refused}`);
    scratch = await createMigratedDatabase();
    ({ crowd, adminCookie } = await withClient(scratch.url, async (c) => {
      const seeded = await seedCrowd(c, secret, 'rq', { voters: 300, battles: 3, fighters: 4 });
      const [admin] = await createUsersSql(c, 'rqa', 1, 0);
      await c.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')`, [admin]);
      const cookies = await sessionCookies(c, secret, [admin!]);
      return { crowd: seeded, adminCookie: cookies.get(admin!)! };
    }));
    replica = await startReplica(PG_URL, bin!);
    await replica.caughtUp();
    server = await startServerProcess({
      databaseUrl: scratch.url,
      secret,
      env: { DATABASE_READ_URL: replica.urlFor(scratch.url) },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await replica?.stop();
    await scratch?.drop();
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, cookie ? { headers: { cookie } } : {});

  it("visitors' reads and admin analytics come from the replica; a fan sees their own vote at once", async () => {
    const [b0, b1] = crowd.battles as [string, string];
    const fighter = crowd.fighters[0]!;
    const voter = crowd.voters[0]!;
    await replica.pauseReplay();
    try {
      // Changes the replica does not apply while paused: a vote, a title, a profile.
      const vote = await castVote(server, crowd, 0, new Map());
      expect(vote.status).toBe(200);
      const { votesCount } = (await vote.json()) as { votesCount: number };
      expect(votesCount).toBe(1);
      await withClient(scratch.url, async (c) => {
        await c.query(`UPDATE battle_events SET title = 'Título novo' WHERE id = $1`, [b1]);
        await c.query(`UPDATE profiles SET instagram_handle = 'perfil_novo' WHERE id = $1`, [fighter]);
      });

      // The fan who voted: the primary, with their vote.
      const own = (await (await get(`/api/battles/${b0}`, crowd.cookies.get(voter))).json()) as BattleAnswer;
      expect(votesOf(own, fighter)).toBe(1);
      expect(own.battle.viewer.votedParticipantUserIds).toEqual([fighter]);
      const ownPage = await (await get(`/battle/${b0}`, crowd.cookies.get(voter))).text();
      expect(ownPage).toContain('1 voto');

      // A visitor: the replica, a moment behind.
      const visitor = (await (await get(`/api/battles/${b0}`)).json()) as BattleAnswer;
      expect(votesOf(visitor, fighter)).toBe(0);
      expect(await (await get(`/battle/${b0}`)).text()).not.toContain('1 voto');
      const list = (await (await get(`/api/battles?q=rqb`)).json()) as {
        battles: { id: string; title: string }[];
      };
      expect(list.battles.find((b) => b.id === b1)?.title).toBe(b1);
      const profile = (await (await get('/api/profiles/rqf_1')).json()) as {
        profile: { instagramHandle: string | null };
      };
      expect(profile.profile.instagramHandle).toBeNull();
      const analytics = (await (await get('/api/admin/analytics?days=7', adminCookie)).json()) as {
        series: { fanVotes: number }[];
      };
      expect(analytics.series.at(-1)?.fanVotes).toBe(0);
    } finally {
      await replica.resumeReplay();
    }
    await replica.caughtUp();
    await until('the visitors to see the vote once the replica caught up', async () => {
      const visitor = (await (await get(`/api/battles/${b0}`)).json()) as BattleAnswer;
      return votesOf(visitor, fighter) === 1 ? true : undefined;
    });
    const profile = (await (await get('/api/profiles/rqf_1')).json()) as {
      profile: { instagramHandle: string };
    };
    expect(profile.profile.instagramHandle).toBe('perfil_novo');
  });

  it('the replica stops mid-traffic: reads go to the primary with no 5xx, said once in the log', async () => {
    const anonymous = [
      `/api/battles/${crowd.battles[1]}`,
      '/api/battles?q=rqb',
      '/api/profiles/rqf_2',
      '/arena',
      `/battle/${crowd.battles[2]}`,
      '/u/rqf_3',
    ];
    const counted: Counted = new Map();
    // Vote 0 was cast by the test above.
    counted.set(`${crowd.battles[0]} ${crowd.fighters[0]}`, 1);
    const load = startLoad(16, (i) => {
      if (i % 4 === 0) return castVote(server, crowd, 1 + i / 4, counted);
      if (i % 4 === 1) return signedInRead(server, crowd, i);
      if (i % 40 === 2) return get('/api/admin/analytics?days=30', adminCookie);
      return get(anonymous[i % anonymous.length]!);
    });
    await until(
      '300 answers with the replica up',
      async () => (load.result.ok() >= 300 ? true : undefined),
      60_000,
    );
    await replica.stop();
    const okBefore = load.result.ok();
    await sleep(4_000);
    const result = await load.stop();
    expect(
      [...result.statuses.keys()].filter((s) => s >= 500),
      summary(result),
    ).toEqual([]);
    expect(result.networkErrors, summary(result)).toBe(0);
    expect(result.ok() - okBefore, 'answers after the replica stopped').toBeGreaterThan(50);
    expect(server.output().match(/read replica unreachable/g)?.length, server.output().slice(-2000)).toBe(1);

    // Visitors now read the primary: every vote shows.
    const inDatabase = await withClient(scratch.url, (c) => countsInDatabase(c, crowd.battles));
    expect(inDatabase).toEqual(counted);
    expect(await withClient(scratch.url, invariantViolations)).toEqual([]);
    const [b0, , b2] = crowd.battles;
    await until('a visitor to see the counts of the primary', async () => {
      for (const battle of [b0!, b2!]) {
        const visitor = (await (await get(`/api/battles/${battle}`)).json()) as BattleAnswer;
        for (const f of crowd.fighters) {
          if ((votesOf(visitor, f) ?? 0) !== (inDatabase.get(`${battle} ${f}`) ?? 0)) return undefined;
        }
      }
      return true;
    });
  });
});
