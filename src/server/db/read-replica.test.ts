import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type ReplicaChange, ReplicaPool } from './read-replica.ts';
import { databaseRetryAfterSeconds, isDatabaseDown } from './unavailable.ts';

/** A pool stand-in: answers with its name, or fails with `failure` while it is set. */
function fakePool(name: string) {
  const state = { failure: null as Error | null, asked: 0, connected: 0 };
  const pool = {
    query: async () => {
      state.asked += 1;
      if (state.failure) throw state.failure;
      return { rows: [{ from: name }] };
    },
    connect: async () => {
      state.connected += 1;
      return { from: name };
    },
  };
  return { pool: pool as unknown as pg.Pool, state };
}

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
const fromOf = (result: pg.QueryResult) => (result.rows[0] as { from: string }).from;

function setup(retryMs = 60_000) {
  const replica = fakePool('replica');
  const primary = fakePool('primary');
  const changes: ReplicaChange[] = [];
  const reads = new ReplicaPool(replica.pool, primary.pool, (change) => changes.push(change), retryMs);
  return { replica, primary, changes, reads };
}

describe('reads on a replica', () => {
  it('go to the replica while it answers', async () => {
    const { reads, primary } = setup();
    expect(fromOf(await reads.query({ text: 'select 1' }))).toBe('replica');
    expect(primary.state.asked).toBe(0);
  });

  it('go to the primary when the replica cannot be reached, saying so once, and stay there a while', async () => {
    const { reads, replica, primary, changes } = setup();
    replica.state.failure = refused();
    const answers = await Promise.all(Array.from({ length: 5 }, () => reads.query({ text: 'select 1' })));
    expect(answers.map(fromOf)).toEqual(Array(5).fill('primary'));
    expect(changes).toEqual(['down']);
    const askedWhileDown = replica.state.asked;
    expect(fromOf(await reads.query({ text: 'select 1' }))).toBe('primary');
    // Within the retry window the replica is not asked again (no connect timeout per read).
    expect(replica.state.asked).toBe(askedWhileDown);
    expect(primary.state.asked).toBe(6);
  });

  it('go back to the replica once it answers again, saying so once', async () => {
    const { reads, replica, changes } = setup(0);
    replica.state.failure = refused();
    await reads.query({ text: 'select 1' });
    replica.state.failure = null;
    expect(fromOf(await reads.query({ text: 'select 1' }))).toBe('replica');
    await reads.query({ text: 'select 1' });
    expect(changes).toEqual(['down', 'up']);
  });

  it('a read that was already under way when the replica failed does not end the outage', async () => {
    const { reads, replica, changes } = setup(0);
    let finish: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const query = replica.pool.query.bind(replica.pool);
    replica.pool.query = (async (...args: Parameters<typeof query>) => {
      await slow;
      return query(...args);
    }) as typeof replica.pool.query;
    const underWay = reads.query({ text: 'select 1' });
    replica.pool.query = query;
    replica.state.failure = refused();
    await reads.query({ text: 'select 1' });
    finish();
    // It started before the outage: its answer is no news of the replica coming back.
    replica.state.failure = null;
    await underWay.catch(() => undefined);
    replica.state.failure = refused();
    await reads.query({ text: 'select 1' });
    expect(changes).toEqual(['down']);
  });

  it('a read the replica cancelled for a recovery conflict is answered by the primary', async () => {
    const { reads, replica } = setup();
    replica.state.failure = Object.assign(new Error('canceling statement due to conflict with recovery'), {
      code: '40001',
    });
    expect(fromOf(await reads.query({ text: 'select 1' }))).toBe('primary');
  });

  it("a query's own error (bad SQL, a constraint) is the caller's, not a fallback", async () => {
    const { reads, replica, primary } = setup();
    replica.state.failure = Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
    await expect(reads.query({ text: 'select * from x' })).rejects.toThrow('does not exist');
    expect(primary.state.asked).toBe(0);
  });

  it("transactions take the primary's connection", async () => {
    const { reads, replica, primary } = setup();
    await reads.connect();
    expect(primary.state.connected).toBe(1);
    expect(replica.state.connected).toBe(0);
  });
});

describe('a database that cannot answer now', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it('is told from errors of its own or of the query', () => {
    expect(isDatabaseDown(refused())).toBe(true);
    expect(isDatabaseDown(wrapped(Object.assign(new Error('too many'), { code: '53300' })))).toBe(true);
    expect(isDatabaseDown(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseDown(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseDown(Object.assign(new Error('admin shutdown'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseDown(Object.assign(new Error('query_wait_timeout'), { code: '08P01' }))).toBe(true);
    expect(isDatabaseDown(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isDatabaseDown(new Error('boom'))).toBe(false);
  });

  it('asks an overloaded database to be left alone longer, spread over a few seconds', () => {
    const overloaded = wrapped(Object.assign(new Error('too many'), { code: '53300' }));
    const waits = new Set(Array.from({ length: 200 }, () => databaseRetryAfterSeconds(overloaded)));
    expect([...waits].every((s) => s >= 2 && s <= 5)).toBe(true);
    expect(waits.size).toBeGreaterThan(1);
    expect(databaseRetryAfterSeconds(new Error('query_wait_timeout'))).toBeGreaterThanOrEqual(2);
    expect(databaseRetryAfterSeconds(refused())).toBe(1);
  });
});
