import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { openLeadership } from './leadership.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!pgUrl)('the live publisher’s leadership on PostgreSQL', () => {
  it('is held by one instance at a time and taken over as soon as its session ends', async () => {
    database = await openDatabase({ databaseUrl: pgUrl, poolSize: 1 });
    const errors: unknown[] = [];
    const a = openLeadership(database, (err) => errors.push(err));
    const b = openLeadership(database, (err) => errors.push(err));
    let bWoken = 0;
    b.onAcquired(() => {
      bWoken += 1;
    });
    try {
      expect(await a.hold()).toBe(true);
      expect(await b.hold()).toBe(false);
      expect(await a.hold()).toBe(true);
      // The rare events are heard on the leader's own session.
      const heard: string[] = [];
      await a.listen('battle_updates', (payload) => heard.push(payload));
      await database.db.execute("SELECT pg_notify('battle_updates', 'x')");
      const end = Date.now() + 5_000;
      while (heard.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
      expect(heard).toEqual(['x']);

      // The leader's process goes (its connection closes): the other, waiting in PostgreSQL's
      // lock queue, holds it at once and is woken, without a try of its own.
      const closedAt = Date.now();
      await a.close();
      while (bWoken === 0 && Date.now() < closedAt + 10_000) await new Promise((r) => setTimeout(r, 5));
      expect(bWoken).toBe(1);
      expect(await b.hold()).toBe(true);
      expect(await a.hold()).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
    expect(errors).toEqual([]);
  });
});
