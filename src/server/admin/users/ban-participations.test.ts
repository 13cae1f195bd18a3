import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { as, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { banDisqualifications, bans, notifications, profiles } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { type SignedInUser, signedInUser, type TestApp } from '#server/test-support/test-app.ts';
import { banExpiryJob } from './ban-expiry-job.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;

async function runningBattle(max: number) {
  return createBattle(t.db, {
    status: 'active',
    maxParticipants: max,
    startTime: new Date(Date.now() - HOUR),
    endTime: new Date(Date.now() + HOUR),
  });
}

const ban = (userId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/ban`,
    headers: as(cast.admin),
    payload,
  });

const unban = (userId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/unban`,
    headers: as(cast.admin),
    payload: {},
  });

/**
 * Every reader of "taking part" for one battle: the page's listed fighters and count, the card in
 * the fighter's own arena list ("Participando"), and the fighter's battles count in the admin table.
 */
async function readers(battleId: string, title: string, fighter: SignedInUser) {
  const page = (await t.app.inject({ method: 'GET', url: `/api/battles/${battleId}` })).json().battle;
  const list = (
    await t.app.inject({
      method: 'GET',
      url: `/api/battles?q=${encodeURIComponent(title)}`,
      headers: { cookie: fighter.cookie },
    })
  ).json();
  const card = list.battles.find((b: { id: string }) => b.id === battleId);
  const [profile] = await t.db
    .select({ battlesCount: profiles.battlesCount })
    .from(profiles)
    .where(eq(profiles.id, fighter.id));
  return {
    listed: page.participants.map((p: { userId: string }) => p.userId) as string[],
    count: page.participantsCount.current as number,
    cardCount: card.participantsCount.current as number,
    participando: card.isCurrentUserParticipant as boolean,
    battlesCount: profile!.battlesCount,
  };
}

async function noticesOf(userId: string) {
  return t.db
    .select({ type: notifications.type, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

describe('a ban and the fighter battles', () => {
  it('a temporary ban leaves the fighter in their battles unless the admin chooses to disqualify', async () => {
    const battle = await runningBattle(2);
    const fighter = await signedInUser(t);
    const other = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    await addParticipant(t.db, battle.id, other);

    const res = await ban(fighter.id, { reason: 'Spam no chat', durationHours: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().disqualifiedFrom).toBe(0);
    const page = (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle;
    expect(page.participants.map((p: { userId: string }) => p.userId)).toContain(fighter.id);
    expect(page.participantsCount.current).toBe(2);
    expect(await noticesOf(fighter.id)).toEqual([]);
    const [audit] = await queryRows<{ changes: { disqualify: boolean } }>(
      t.db,
      sql`SELECT changes FROM audit_log WHERE action = 'user.ban' AND target_id = ${fighter.id}`,
    );
    expect(audit?.changes.disqualify).toBe(false);
  });

  it('a permanent ban disqualifies by default; counts, seats and "Participando" agree; an unban restores and tells the fighter', async () => {
    const battle = await runningBattle(50);
    const fighter = await signedInUser(t);
    const other = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    await addParticipant(t.db, battle.id, other);
    const before = await readers(battle.id, battle.title, fighter);
    expect(before).toMatchObject({ count: 2, cardCount: 2, participando: true, battlesCount: 1 });

    const res = await ban(fighter.id, { reason: 'Fraude', durationHours: null });
    expect(res.json().disqualifiedFrom).toBe(1);
    const [record] = await t.db
      .select()
      .from(banDisqualifications)
      .where(eq(banDisqualifications.userId, fighter.id));
    expect(record).toMatchObject({ battleEventId: battle.id, restoredAt: null });
    expect((await noticesOf(fighter.id)).map((n) => n.type)).toEqual(['participant_disqualified']);

    // Unbanned at once so the fighter's session reads the arena (a banned one is refused).
    const lifted = await unban(fighter.id);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().restoredBattles).toBe(1);
    const after = await readers(battle.id, battle.title, fighter);
    expect(after).toMatchObject({ count: 2, cardCount: 2, participando: true, battlesCount: 1 });
    expect(after.listed).toContain(fighter.id);
    expect((await noticesOf(fighter.id)).map((n) => n.type).sort()).toEqual([
      'participant_disqualified',
      'participant_restored',
    ]);
    const [restore] = await queryRows<{ changes: { outcome: string } }>(
      t.db,
      sql`SELECT changes FROM audit_log WHERE action = 'participant.restore' AND target_id = ${battle.id}`,
    );
    expect(restore?.changes.outcome).toBe('restored');
  });

  it('while banned, the fighter is out of every count; a seat taken meanwhile is not given back', async () => {
    const battle = await runningBattle(2);
    const fighter = await signedInUser(t);
    const other = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    await addParticipant(t.db, battle.id, other);
    expect(
      (await ban(fighter.id, { reason: 'Fraude', durationHours: 24, disqualify: true })).statusCode,
    ).toBe(200);
    const page = (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle;
    expect(page.participants.map((p: { userId: string }) => p.userId)).toEqual([other.id]);
    expect(page.participantsCount.current).toBe(1);
    const [profile] = await t.db
      .select({ battlesCount: profiles.battlesCount })
      .from(profiles)
      .where(eq(profiles.id, fighter.id));
    expect(profile?.battlesCount).toBe(0);

    // The freed seat goes to someone else through the admin's add.
    const newcomer = await createUser(t.db);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.admin),
      payload: { userId: newcomer.id },
    });
    expect(added.json().success, added.body).toBe(true);

    expect((await unban(fighter.id)).json().restoredBattles).toBe(0);
    const full = (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle;
    expect(full.participantsCount.current).toBe(2);
    expect(full.participants).toHaveLength(2);
    expect((await noticesOf(fighter.id)).map((n) => n.type).sort()).toEqual([
      'participant_disqualified',
      'participant_not_restored',
    ]);
  });

  it('a temporary ban that runs out gives the battles back as an unban does', async () => {
    const battle = await runningBattle(10);
    const fighter = await signedInUser(t);
    await addParticipant(t.db, battle.id, fighter);
    await addParticipant(t.db, battle.id, await createUser(t.db));
    expect((await ban(fighter.id, { reason: 'Flood', durationHours: 1, disqualify: true })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle.participants,
    ).toHaveLength(1);

    // Not yet expired: nothing moves.
    expect(await runJobOnce(t.app.deps, banExpiryJob)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle.participants,
    ).toHaveLength(1);

    await t.db
      .update(bans)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bans.userId, fighter.id));
    expect(await runJobOnce(t.app.deps, banExpiryJob)).toBe(true);
    // The job has no request to drop the public read cache with: the page learns of the restore
    // through the battle's live notification (delivered at commit, asynchronously on PostgreSQL),
    // so it is read until that arrives, within the cache's one second.
    await vi.waitFor(
      async () => {
        const page = (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` })).json().battle;
        expect(page.participants.map((p: { userId: string }) => p.userId)).toContain(fighter.id);
        expect(page.participantsCount.current).toBe(2);
      },
      { timeout: 3000, interval: 100 },
    );
    expect((await noticesOf(fighter.id)).map((n) => n.type)).toContain('participant_restored');
    const [restore] = await queryRows<{ actor_user_id: string | null }>(
      t.db,
      sql`SELECT actor_user_id FROM audit_log WHERE action = 'participant.restore' AND target_id = ${battle.id}`,
    );
    expect(restore).toEqual({ actor_user_id: null });
  });
});
