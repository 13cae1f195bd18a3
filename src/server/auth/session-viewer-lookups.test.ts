import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createNotification } from '#server/db/factories/notifications.ts';
import { createUser } from '#server/db/factories/users.ts';
import { session } from '#server/db/schema.ts';
import {
  createTestApp,
  type SignedInUser,
  signedInUser,
  type TestApp,
  withTestApp,
} from '#server/test-support/test-app.ts';
import { findViewerBySessionToken, sessionLookupCounts } from './session-viewer-lookups.ts';
import { findViewer } from './viewer-repository.ts';

// docs/decisions/0028-viewer-lookups-together.md: the lookups of one turn share one statement;
// each caller gets its own session's viewer, never another's.

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

async function tokenOf(fan: SignedInUser): Promise<string> {
  const [row] = await t.db.select({ token: session.token }).from(session).where(eq(session.userId, fan.id));
  return row!.token;
}

describe('session lookups asked in the same turn', () => {
  it('answers each with its own viewer, its votes, its unread count, or null', async () => {
    const fans = await Promise.all([1, 2, 3, 4, 5].map((n) => signedInUser(t, { balance: n * 10 })));
    const tokens = await Promise.all(fans.map(tokenOf));
    const battle = await createBattle(t.db, { status: 'active' });
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    await castVote(t.db, { battleId: battle.id, participantUserId: fighter.id, voterUserId: fans[0]!.id });
    await createNotification(t.db, { userId: fans[1]!.id });
    await createNotification(t.db, { userId: fans[1]!.id });

    // More than one statement's worth (32), in an order that mixes fans, unknown tokens and options.
    const asks = Array.from({ length: 45 }, (_, i) => {
      const who = i % 7 === 6 ? -1 : i % fans.length;
      return {
        who,
        token: who < 0 ? `nao-existe-${i}` : tokens[who]!,
        options: {
          unreadNotifications: i % 2 === 0,
          ...(i % 3 === 0 ? { votedIn: i % 2 === 0 ? battle.id : (battle.slug ?? battle.id) } : {}),
        },
      };
    });
    // What each fan's own read (by user id) says: the oracle for the viewer fields.
    const own = await Promise.all(fans.map((fan) => findViewer(t.db, fan.id)));
    const now = new Date();
    const rows = await Promise.all(asks.map((a) => findViewerBySessionToken(t.db, a.token, now, a.options)));

    rows.forEach((row, i) => {
      const ask = asks[i]!;
      if (ask.who < 0) {
        expect(row).toBeNull();
        return;
      }
      const fan = fans[ask.who]!;
      expect(row?.id).toBe(fan.id);
      expect(row?.email).toBe(fan.email);
      expect(row).toMatchObject(own[ask.who]!);
      expect(row?.unreadNotifications).toBe(ask.options.unreadNotifications ? (ask.who === 1 ? 2 : 0) : null);
      if ('votedIn' in ask.options) {
        expect(row?.votedIn).toEqual({
          battleId: battle.id,
          participantUserIds: ask.who === 0 ? [fighter.id] : [],
        });
      } else {
        expect(row?.votedIn).toBeNull();
      }
    });
  });

  it('keeps concurrent requests of different fans apart, end to end', async () => {
    const fans = await Promise.all([1, 2, 3, 4].map(() => signedInUser(t)));
    const answers = await Promise.all(
      [...fans, ...fans].map((fan) =>
        t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: fan.cookie } }),
      ),
    );
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { id: fans[i % fans.length]!.id } });
    });
  });
});

describe('a session lookup statement that fails', () => {
  it('rejects the lookups of its batch, and only those; the next turn answers again', async () => {
    const fan = await signedInUser(t);
    const token = await tokenOf(fan);
    const before = sessionLookupCounts(t.db);
    // 40 lookups in one turn: two statements (32 + 8). An invalid time makes the first one's
    // values unbuildable, which happens before anything is sent.
    const asks = Array.from({ length: 40 }, (_, i) =>
      findViewerBySessionToken(t.db, token, i === 0 ? new Date(Number.NaN) : new Date()),
    );
    const settled = await Promise.allSettled(asks);
    expect(settled.slice(0, 32).map((s) => s.status)).toEqual(new Array(32).fill('rejected'));
    expect(settled.slice(32).map((s) => (s.status === 'fulfilled' ? s.value?.id : s.reason))).toEqual(
      new Array(8).fill(fan.id),
    );
    const after = sessionLookupCounts(t.db);
    expect(after.statements - before.statements).toBe(2);
    expect(after.lookups - before.lookups).toBe(40);
    expect(after.failedStatements - before.failedStatements).toBe(1);

    expect((await findViewerBySessionToken(t.db, token, new Date()))?.id).toBe(fan.id);
  });

  it('rejects every lookup waiting on a database that is gone, without leaving one pending', async () => {
    const gone = await createTestApp();
    const fan = await signedInUser(gone);
    const [row] = await gone.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, fan.id));
    await gone.close();
    const settled = await Promise.allSettled(
      Array.from({ length: 5 }, () => findViewerBySessionToken(gone.db, row!.token, new Date())),
    );
    expect(settled.map((s) => s.status)).toEqual(new Array(5).fill('rejected'));
    expect(sessionLookupCounts(gone.db).failedStatements).toBe(1);
  });
});
