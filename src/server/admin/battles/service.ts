import type { z } from 'zod';
import { automaticStatus } from '#domain/battles/battle-approval.ts';
import { newBattleId, slugify, uniqueSlug } from '#domain/battles/slug.ts';
import {
  type AdminBattle,
  type AdminBattleListParams,
  type AdminBattleListResponse,
  adminBattleDefaultDir,
  type approveBattleRequestSchema,
  type createBattleRequestSchema,
  type updateBattleRequestSchema,
} from '#domain/schemas/admin-battles.ts';
import type { ScheduledBattle } from '#domain/schemas/admin-dashboard.ts';
import { decodeCursor, readPage } from '#server/admin/shared/keyset.ts';
import { voidedSummary, voidVotesInTx } from '#server/admin/vote-review/void-service.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { notifyStatusMove } from '#server/battles/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { closeVoteGates } from '#server/db/vote-gate.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { releaseUploads } from '#server/media/service.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import {
  applyApprovalRule,
  createdStatus,
  forcedStatus,
  recordApproval,
  refuseModeratorStatus,
} from './approval-rules.ts';
import { battleLink, displayStatusOf, toAdminBattle, toScheduled } from './mappers.ts';
import { isPrizeLocked, PAID_FIELDS, refuseIfPaid } from './paid-lock.ts';
import { livePayoutsOf } from './payout-repository.ts';
import type { BattleInsert, BattleRow } from './repository.ts';
import * as repo from './repository.ts';

type CreateInput = z.output<typeof createBattleRequestSchema>;
type UpdateInput = z.output<typeof updateBattleRequestSchema>;
type ApproveInput = z.output<typeof approveBattleRequestSchema>;

const withPix = (viewer: Viewer) => viewer.role === 'admin';

async function decorate(db: DbOrTx, rows: BattleRow[], now: Date, viewer: Viewer): Promise<AdminBattle[]> {
  const ids = rows.map((r) => r.id);
  const finished = rows.filter((r) => displayStatusOf(r, now) === 'finished').map((r) => r.id);
  const sponsors = await repo.sponsorsOf(db, ids);
  const standings = await repo.standingsOf(db, finished);
  const openFlags = await repo.openFlagCounts(db, ids);
  const payouts = await livePayoutsOf(db, finished);
  const staff = new Set<string>();
  for (const row of rows) {
    if (row.prizePaidBy) staff.add(row.prizePaidBy);
    if (row.createdBy) staff.add(row.createdBy);
  }
  for (const payout of payouts) if (payout.recordedBy) staff.add(payout.recordedBy);
  const usernames = await repo.usernamesOf(db, [...staff]);
  return rows.map((row) =>
    toAdminBattle(
      row,
      {
        sponsors: sponsors.filter((s) => s.battleEventId === row.id),
        standings: standings.filter((s) => s.battleEventId === row.id),
        payouts: payouts.filter((p) => p.battleEventId === row.id),
        usernames,
        openFlagsCount: openFlags.get(row.id) ?? 0,
      },
      now,
      withPix(viewer),
    ),
  );
}

export async function decorateOne(
  db: DbOrTx,
  row: BattleRow,
  now: Date,
  viewer: Viewer,
): Promise<AdminBattle> {
  const [battle] = await decorate(db, [row], now, viewer);
  return battle!;
}

/** The battle or BATTLE_NOT_FOUND; `lock` as repository.ts findBattle takes it (true: no key update). */
export async function requireBattle(
  db: DbOrTx,
  id: string,
  lock: boolean | 'update' = false,
): Promise<BattleRow> {
  const row = await repo.findBattle(db, id, lock);
  if (!row) throw appError('BATTLE_NOT_FOUND');
  return row;
}

/** One page of the battles list, filtered and sorted on the server. */
export async function listBattles(
  deps: AppDeps,
  viewer: Viewer,
  query: AdminBattleListParams,
): Promise<AdminBattleListResponse> {
  const now = deps.clock();
  const sort = query.sort ?? 'created';
  const dir = query.dir ?? adminBattleDefaultDir[sort];
  const filter = { q: query.q, status: query.status };
  const type = repo.battleSortKeys(now)[sort].type;
  const page = decodeCursor(query.cursor, { sort, dir, type, limit: query.limit });
  const result = await readPage<repo.BattlePageRow>(
    page,
    { name: sort, dir },
    (row) => row.id,
    (p) => repo.listBattlePage(deps.db, filter, sort, dir, p, now),
  );
  const rows = await repo.battlesByIds(
    deps.db,
    result.rows.map((r) => r.id),
  );
  return {
    battles: await decorate(deps.db, rows, now, viewer),
    nextCursor: result.nextCursor,
    prevCursor: result.prevCursor,
  };
}

/** The dashboard shows the next ones; a backlog of hundreds would only bloat it. */
const SCHEDULED_ON_DASHBOARD = 20;

export async function scheduledBattles(db: DbOrTx): Promise<ScheduledBattle[]> {
  return (await repo.listScheduled(db, SCHEDULED_ON_DASHBOARD)).map(toScheduled);
}

/** The slug for `title`, unique among the other battles (call with the slug lock held). */
async function chooseSlug(tx: DbOrTx, title: string, excludeId: string | null): Promise<string> {
  const base = slugify(title);
  return uniqueSlug(base, await repo.takenSlugs(tx, base, excludeId));
}

/**
 * Admin form rule: a start in the future means 'scheduled', whatever was picked, except a battle
 * held back for approval, which stays held back until it is approved (its start may be weeks away).
 */
function sponsorValues(sponsors: CreateInput['sponsors']) {
  return sponsors.map((s) => ({ name: s.name, description: s.description ?? null, logos: s.logos }));
}

export async function createBattle(deps: AppDeps, actor: Viewer, input: CreateInput): Promise<AdminBattle> {
  const now = deps.clock();
  const start = new Date(input.startTime);
  const status = createdStatus(actor, input, start, now);
  return deps.db.transaction(async (tx) => {
    await repo.lockSlugs(tx);
    const row = await repo.insertBattle(tx, {
      id: newBattleId(now),
      slug: await chooseSlug(tx, input.title, null),
      title: input.title,
      description: input.description ?? null,
      prizeAmount: input.prizeAmount,
      prizeType: input.prizeType,
      prizeDescription: input.prizeDescription ?? null,
      startTime: start,
      endTime: new Date(input.endTime),
      status,
      maxParticipants: input.maxParticipants,
      adBannerUrl: input.adBannerUrl ?? null,
      adBannerLinkUrl: input.adBannerLinkUrl ?? null,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await repo.replaceSponsors(tx, row.id, sponsorValues(input.sponsors));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'battle.create',
      targetType: 'battle',
      targetId: row.id,
      changes: {
        title: row.title,
        slug: row.slug,
        status: row.status,
        prizeAmount: row.prizeAmount,
        prizeType: row.prizeType,
        startTime: row.startTime?.toISOString() ?? null,
        endTime: row.endTime.toISOString(),
        maxParticipants: row.maxParticipants,
        sponsors: input.sponsors.length,
      },
    });
    return decorateOne(tx, row, now, actor);
  });
}

/**
 * Fans vote on a running battle for the prize it shows: its amount or type changes only when the
 * admin confirmed the new prize restated (docs/product.md#prize-changes). Any change counts, as a
 * prize typed 100x too big looks as plausible to a rule as any other.
 */
function refuseUnconfirmedPrizeChange(
  current: BattleRow,
  after: Record<string, unknown>,
  now: Date,
  confirmed: boolean,
): void {
  if (confirmed || !('prizeAmount' in after || 'prizeType' in after)) return;
  if (displayStatusOf(current, now) === 'active') throw appError('BATTLE_PRIZE_CHANGE_UNCONFIRMED');
}

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

export async function updateBattle(
  deps: AppDeps,
  actor: Viewer,
  id: string,
  input: UpdateInput,
): Promise<AdminBattle> {
  const now = deps.clock();
  // Images this edit replaces: their files go once it has committed (and nothing else shows them).
  const replaced = { banners: [] as (string | null)[], logos: [] as string[] };
  const battle = await deps.db.transaction(async (tx) => {
    await repo.lockSlugs(tx);
    const current = await requireBattle(tx, id, true);
    if (
      input.expectedUpdatedAt !== undefined &&
      Date.parse(input.expectedUpdatedAt) !== current.updatedAt.getTime()
    )
      throw appError('BATTLE_STALE_WRITE');
    const patch: Partial<BattleInsert> = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.prizeAmount !== undefined) patch.prizeAmount = input.prizeAmount;
    if (input.prizeType !== undefined) patch.prizeType = input.prizeType;
    if (input.prizeDescription !== undefined) patch.prizeDescription = input.prizeDescription;
    if (input.endTime !== undefined) patch.endTime = new Date(input.endTime);
    if (input.maxParticipants !== undefined) patch.maxParticipants = input.maxParticipants;
    if (input.adBannerUrl !== undefined) patch.adBannerUrl = input.adBannerUrl;
    if (input.adBannerLinkUrl !== undefined) patch.adBannerLinkUrl = input.adBannerLinkUrl;

    let start = input.startTime !== undefined ? new Date(input.startTime) : current.startTime;
    if (input.status !== undefined || input.startTime !== undefined) {
      let status = input.status ?? current.status;
      // A move to active also sets start_time to now (docs/product.md#statuses).
      if (input.status === 'active' && current.status !== 'active') start = now;
      status = forcedStatus(status, start, now);
      if (status !== current.status) patch.status = status;
      patch.startTime = start;
    }
    const end = patch.endTime ?? current.endTime;
    if (start && end.getTime() <= start.getTime()) throw appError('BATTLE_INVALID_DATES');
    const max = patch.maxParticipants === undefined ? current.maxParticipants : patch.maxParticipants;
    if (max !== null && max < current.participantsCount) throw appError('BATTLE_MAX_BELOW_COUNT');
    if ((patch.title !== undefined && patch.title !== current.title) || !current.slug) {
      const slug = await chooseSlug(tx, patch.title ?? current.title, current.id);
      if (slug !== current.slug) patch.slug = slug;
    }

    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(patch)) {
      const old = current[key as keyof BattleRow];
      if (comparable(old) !== comparable(value)) {
        before[key] = comparable(old) ?? null;
        after[key] = comparable(value) ?? null;
      }
    }
    // A paid battle keeps what it was paid on; a resend of the same values is no change.
    if (Object.keys(after).some((key) => PAID_FIELDS.has(key)))
      await refuseIfPaid(tx, current, 'BATTLE_PRIZE_PAID_LOCKED');
    if (input.status !== current.status) refuseModeratorStatus(actor, input.status, current, start, now);
    applyApprovalRule(actor, current, patch, before, after, now);
    refuseUnconfirmedPrizeChange(current, after, now, input.confirmPrizeChange === true);
    if (patch.adBannerUrl !== undefined && patch.adBannerUrl !== current.adBannerUrl) {
      replaced.banners.push(current.adBannerUrl);
    }
    if (input.sponsors !== undefined) {
      replaced.logos = (await repo.sponsorsOf(tx, [id])).flatMap((s) => s.logos);
      await repo.replaceSponsors(tx, id, sponsorValues(input.sponsors));
      after.sponsors = input.sponsors.length;
    }
    const row =
      Object.keys(patch).length > 0 ? await repo.updateBattle(tx, id, { ...patch, updatedAt: now }) : current;
    if (patch.slug) await repo.moveSlug(tx, id, current.slug, patch.slug);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'battle.update',
      targetType: 'battle',
      targetId: id,
      changes: { title: row.title, before, after },
    });
    if (patch.status !== undefined && patch.status !== current.status) {
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'battle.status',
        targetType: 'battle',
        targetId: id,
        changes: { title: row.title, before: current.status, after: patch.status },
      });
      // An admin publishing a battle held for approval through the form approves it as well.
      if (actor.role === 'admin' && current.status === 'pending')
        await recordApproval(tx, actor, row, current.status, patch.status);
      await publishBattleUpdate(tx, { type: 'status', battleId: id, status: patch.status });
      // The job never revisits a finished battle, so an admin move tells participants itself,
      // through the job's own notifier (dedupe keys: never twice, whoever moves it later).
      await notifyStatusMove(tx, row, current.status);
    }
    return decorateOne(tx, row, now, actor);
  });
  await releaseUploads(deps, replaced.banners, { bucket: 'battle-banners' });
  await releaseUploads(deps, replaced.logos, { bucket: 'sponsor-logos' });
  return battle;
}

/** The audit row of an approval, with what the admin saw restated and approved. */
/**
 * 'Aprovar e publicar': an admin publishes a battle awaiting approval, as restated to them (the
 * version `expectedUpdatedAt` names: a moderator's change since is refused, 409
 * BATTLE_STALE_WRITE). It takes the status its dates give, scheduled before its start and open
 * for fighters after; a battle whose end has passed is refused (nothing would be left to run).
 */
export async function approveBattle(
  deps: AppDeps,
  actor: Viewer,
  id: string,
  input: ApproveInput,
): Promise<AdminBattle> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await requireBattle(tx, id, true);
    if (current.status !== 'pending') throw appError('BATTLE_APPROVE_NOT_PENDING');
    if (Date.parse(input.expectedUpdatedAt) !== current.updatedAt.getTime())
      throw appError('BATTLE_STALE_WRITE');
    if (current.endTime.getTime() <= now.getTime()) throw appError('BATTLE_APPROVE_ENDED');
    const status = automaticStatus(current.startTime, now);
    const row = await repo.updateBattle(tx, id, { status, updatedAt: now });
    await recordApproval(tx, actor, row, current.status, status);
    await publishBattleUpdate(tx, { type: 'status', battleId: id, status });
    await notifyStatusMove(tx, row, current.status);
    return decorateOne(tx, row, now, actor);
  });
}

export const BATTLE_DELETED_VOID_REASON = 'Batalha removida pela administração';

/**
 * Deletes a battle and everything in it. Its live votes go first through the vote review's void
 * (fans refunded, audited), since the rows go with the battle; a battle whose prize is marked paid
 * is refused (docs/decisions/0016-money-moves-by-the-rules.md).
 */
export async function deleteBattle(deps: AppDeps, actor: Viewer, id: string): Promise<void> {
  const now = deps.clock();
  const images = await deps.db.transaction(async (tx) => {
    // The vote gate first (db/vote-gate.ts): no fan's vote is in flight from here to the commit.
    // Then the battle FOR UPDATE, which the guests' and the master's votes wait for (their rows
    // reference it), so the void below sees every vote that counted.
    await closeVoteGates(tx, [id]);
    const row = await requireBattle(tx, id, 'update');
    // A finished or paid battle is the money trail of its prize: only an admin removes a finished
    // one, and nobody a paid one until the payout is voided
    // (docs/decisions/0035-prize-money-two-people.md).
    const locked = await isPrizeLocked(tx, row);
    const finished = displayStatusOf(row, now) === 'finished';
    if (actor.role === 'moderator' && (locked || finished))
      throw appError('BATTLE_DELETE_FINISHED_MODERATOR');
    if (locked) throw appError('BATTLE_PRIZE_PAID_DELETE');
    const logos = (await repo.sponsorsOf(tx, [id])).flatMap((s) => s.logos);
    const outcome = await voidVotesInTx(tx, {
      battleId: id,
      battleTitle: row.title,
      battleLink: battleLink(row),
      selection: { wholeBattle: true },
      reason: BATTLE_DELETED_VOID_REASON,
      now,
      actorId: actor.id,
      notice: 'foi anulado porque a batalha foi removida',
      entryRemoved: true,
    });
    await repo.deleteBattle(tx, id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'battle.delete',
      targetType: 'battle',
      targetId: id,
      changes: {
        title: row.title,
        slug: row.slug,
        status: row.status,
        finished,
        prizeAmount: row.prizeAmount,
        participantsCount: row.participantsCount,
        voided: outcome.voided,
        refunded: outcome.refunded,
        votes: voidedSummary(outcome.votes),
      },
    });
    return { banner: row.adBannerUrl, logos };
  });
  await releaseUploads(deps, [images.banner], { bucket: 'battle-banners' });
  await releaseUploads(deps, images.logos, { bucket: 'sponsor-logos' });
}

/** Fills missing slugs ('Corrigir endereços das batalhas' and the migration the page runs when it opens). */
export async function fixSlugs(deps: AppDeps, actor: Viewer): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await repo.lockSlugs(tx);
    const missing = await repo.battlesWithoutSlug(tx);
    const fixed: { id: string; slug: string }[] = [];
    for (const battle of missing) {
      const slug = await chooseSlug(tx, battle.title, battle.id);
      await repo.updateBattle(tx, battle.id, { slug });
      fixed.push({ id: battle.id, slug });
    }
    if (fixed.length > 0) {
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'battle.fix_slugs',
        targetType: 'battle',
        targetId: null,
        changes: { updated: fixed.length, battles: fixed },
      });
    }
    return fixed.length;
  });
}
