import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, type Cast, snapshot, withCastApp } from '#server/admin/test-helpers.ts';
import { createBattle } from '#server/db/factories/battles.ts';
import { auditLog, battles } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
type Who = { cookie: string };
const codeOf = (res: { json: () => { error?: { code?: string } } }) => res.json().error?.code;

const create = (payload: object, who: Who = cast.moderator) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/battles',
    headers: as(who),
    payload: { title: 'Nova Batalha', startTime: at(-1), endTime: at(48), maxParticipants: 8, ...payload },
  });
const patch = (id: string, payload: object, who: Who = cast.moderator) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/battles/${id}`, headers: as(who), payload });
const approve = (id: string, expectedUpdatedAt: string, who: Who = cast.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/battles/${id}/approve`,
    headers: as(who),
    payload: { expectedUpdatedAt },
  });
/** What a visitor reads: the arena's list and the battle's page. */
const inPublic = async (id: string) => {
  const page = await t.app.inject({ method: 'GET', url: `/api/battles/${id}` });
  const arena = await t.app.inject({ method: 'GET', url: '/api/battles?limit=50' });
  const listed = arena.json().battles.some((b: { id: string }) => b.id === id);
  return { page: page.statusCode, listed };
};
const auditOf = (id: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

describe("a moderator's battle with a prize", () => {
  it('waits for an admin whatever status was asked, and stays out of the public arena', async () => {
    const res = await create({ prizeAmount: 5000, status: 'waiting' });
    expect(res.statusCode, res.body).toBe(201);
    const battle = res.json().battle;
    expect(battle).toMatchObject({
      status: 'pending',
      displayStatus: 'pending',
      createdByUsername: cast.moderator.username,
    });
    expect(await inPublic(battle.id)).toEqual({ page: 404, listed: false });

    // Held back with a start weeks ahead: still pending, not 'scheduled' (forced by the date).
    const later = await create({
      prizeAmount: 100,
      status: 'scheduled',
      startTime: at(24 * 20),
      endTime: at(24 * 30),
    });
    expect(later.json().battle.status).toBe('pending');
    // An item or a gift card with a value is a prize too.
    const item = await create({ prizeAmount: 200, prizeType: 'ITEM', status: 'waiting' });
    expect(item.json().battle.status).toBe('pending');
  });

  it('refuses a status the rules do not give, naming it, and writes nothing', async () => {
    const before = await snapshot(t);
    for (const [status, label] of [
      ['active', 'Em Andamento'],
      ['finished', 'Finalizada'],
      ['ready', 'Pronta para Iniciar'],
    ] as const) {
      const res = await create({ prizeAmount: 0, status });
      expect(res.statusCode, status).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'BATTLE_STATUS_NOT_ALLOWED',
        title: 'Situação não permitida',
      });
      expect(res.json().error.message).toContain(`"${label}"`);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('publishes a battle without a prize, and holds one back when asked (even with a future start)', async () => {
    const free = await create({ prizeAmount: 0, status: 'waiting' });
    expect(free.json().battle.status).toBe('waiting');
    expect(await inPublic(free.json().battle.id)).toEqual({ page: 200, listed: true });
    const held = await create({ prizeAmount: 0, status: 'pending', startTime: at(24), endTime: at(72) });
    expect(held.json().battle.status).toBe('pending');
    // Its own pending battle without a prize, a moderator may publish: the dates give 'scheduled'.
    const published = await patch(held.json().battle.id, { status: 'scheduled' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().battle.status).toBe('scheduled');
  });

  it('goes public only through an admin, on the version restated to them', async () => {
    const { battle } = (await create({ prizeAmount: 5000 })).json();
    const selfPublish = await patch(battle.id, { status: 'waiting' });
    expect(selfPublish.statusCode).toBe(403);
    expect(codeOf(selfPublish)).toBe('BATTLE_APPROVAL_REQUIRED');
    expect((await approve(battle.id, battle.updatedAt, cast.moderator)).statusCode).toBe(403);

    // The moderator changes the prize after the admin opened the restatement: refused as stale.
    const changed = await patch(battle.id, { prizeAmount: 50_000 });
    expect(changed.json().battle.status).toBe('pending');
    const stale = await approve(battle.id, battle.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(codeOf(stale)).toBe('BATTLE_STALE_WRITE');
    expect((await t.db.select().from(battles).where(eq(battles.id, battle.id)))[0]?.status).toBe('pending');

    const approved = await approve(battle.id, changed.json().battle.updatedAt);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().battle).toMatchObject({ status: 'waiting', prizeAmount: 50_000 });
    expect(await inPublic(battle.id)).toEqual({ page: 200, listed: true });
    const [row] = await auditOf(battle.id, 'battle.approve');
    expect(row).toMatchObject({ actorUserId: cast.admin.id });
    expect(row!.changes).toMatchObject({
      status: { before: 'pending', after: 'waiting' },
      approved: { prizeAmount: 50_000, prizeType: 'PIX', maxParticipants: 8 },
      createdBy: cast.moderator.id,
    });
    const again = await approve(battle.id, approved.json().battle.updatedAt);
    expect(codeOf(again)).toBe('BATTLE_APPROVE_NOT_PENDING');
  });

  it('takes the status its dates give when approved, and is refused once its end has passed', async () => {
    const { battle } = (await create({ prizeAmount: 300, startTime: at(24), endTime: at(72) })).json();
    expect((await approve(battle.id, battle.updatedAt)).json().battle.status).toBe('scheduled');
    const old = await createBattle(t.db, {
      status: 'pending',
      startTime: new Date(Date.now() - 5 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    const ended = await approve(old.id, old.updatedAt.toISOString());
    expect(ended.statusCode).toBe(409);
    expect(codeOf(ended)).toBe('BATTLE_APPROVE_ENDED');
  });

  it('goes back to an admin when a moderator changes its prize, dates or seats before it opens', async () => {
    const { battle } = (await create({ prizeAmount: 300, startTime: at(24), endTime: at(72) })).json();
    const scheduled = (await approve(battle.id, battle.updatedAt)).json().battle;
    expect(scheduled.status).toBe('scheduled');
    // A title is no money: it stays published.
    expect((await patch(battle.id, { title: 'Nova Batalha de Verão' })).json().battle.status).toBe(
      'scheduled',
    );
    for (const change of [{ endTime: at(24 * 31) }, { maxParticipants: 50 }, { prizeAmount: 3000 }]) {
      const res = await patch(battle.id, { ...change, status: 'scheduled' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().battle.status, JSON.stringify(change)).toBe('pending');
      const back = await approve(battle.id, res.json().battle.updatedAt);
      expect(back.json().battle.status).toBe('scheduled');
    }
    const moves = await auditOf(battle.id, 'battle.status');
    expect(moves.map((m) => m.changes)).toContainEqual(
      expect.objectContaining({ before: 'scheduled', after: 'pending' }),
    );
    // An admin's own change publishes as it is.
    expect((await patch(battle.id, { prizeAmount: 10 }, cast.admin)).json().battle.status).toBe('scheduled');
    // An admin who publishes a held battle through the form approves it too (audited alike).
    const held = (await patch(battle.id, { prizeAmount: 20 })).json().battle;
    expect(held.status).toBe('pending');
    const published = await patch(
      battle.id,
      { status: 'scheduled', expectedUpdatedAt: held.updatedAt },
      cast.admin,
    );
    expect(published.json().battle.status).toBe('scheduled');
    expect(await auditOf(battle.id, 'battle.approve')).toHaveLength(5);
  });

  it('once open to fighters and votes, refuses a moderator its prize, dates and seats', async () => {
    const open = await createBattle(t.db, { prizeAmount: 500, status: 'waiting', createdBy: cast.admin.id });
    const before = await snapshot(t);
    for (const change of [
      { prizeAmount: 5 },
      { endTime: at(96) },
      { maxParticipants: 40 },
      { prizeType: 'ITEM' },
    ]) {
      const res = await patch(open.id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(codeOf(res)).toBe('BATTLE_OPEN_PRIZE_CHANGE');
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await patch(open.id, { description: 'Vote!' })).statusCode).toBe(200);
    // An admin still may (with the running battle's confirmation where the prize changes).
    expect((await patch(open.id, { endTime: at(96) }, cast.admin)).statusCode).toBe(200);
  });

  it("lets an admin's battle with a prize go public at once", async () => {
    const res = await create({ prizeAmount: 5000, status: 'waiting' }, cast.admin);
    expect(res.json().battle.status).toBe('waiting');
  });
});

describe('removing a battle', () => {
  it('is refused to a moderator once it has finished, and allowed to an admin (unpaid)', async () => {
    const finished = await createBattle(t.db, {
      prizeAmount: 1000,
      status: 'finished',
      startTime: new Date(Date.now() - 50 * HOUR),
      endTime: new Date(Date.now() - 2 * HOUR),
    });
    const remove = (who: Who) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/battles/${finished.id}`, headers: as(who) });
    const before = await snapshot(t);
    const byModerator = await remove(cast.moderator);
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json().error).toMatchObject({
      code: 'BATTLE_DELETE_FINISHED_MODERATOR',
      message:
        'Esta batalha já terminou ou tem prêmio pago: só um administrador pode removê-la. Nada foi removido.',
    });
    expect(await snapshot(t)).toEqual(before);
    expect((await remove(cast.admin)).statusCode).toBe(204);
    const [row] = await auditOf(finished.id, 'battle.delete');
    expect(row!.changes).toMatchObject({ finished: true, prizeAmount: 1000 });
  });

  it('still lets a moderator remove a battle that has not finished', async () => {
    const running = await createBattle(t.db, { prizeAmount: 0 });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/battles/${running.id}`,
      headers: as(cast.moderator),
    });
    expect(res.statusCode).toBe(204);
  });
});
