import type { z } from 'zod';
import {
  type VoidVotesResponse,
  type VoteFlag,
  type VoteLogEntry,
  type VoteLogParams,
  type VoteLogResponse,
  type VoteSource,
  type voidVotesRequestSchema,
  voteSources,
} from '#domain/schemas/vote-review.ts';
import { battleLink } from '#server/admin/battles/mappers.ts';
import { requireBattle } from '#server/admin/battles/service.ts';
import { iso, isoOrNull } from '#server/admin/shared/time.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import {
  battleFlags,
  closeSpentFlags,
  type FlagRow,
  findFlag,
  flagVoteIds,
  reviewFlag,
} from './flag-repository.ts';
import { listVoteLog, type VoteLogPosition, type VoteLogRow } from './log-repository.ts';
import { disqualifiedIn, participantNames } from './void-repository.ts';
import { voidedSummary, voidVotesInTx } from './void-service.ts';

const PAGE = 50;
/** The CSV export's ceiling: a battle's whole log in one file, in pages of this many. */
export const CSV_MAX_ROWS = 100_000;

function encodePosition(row: VoteLogRow): string {
  const at: VoteLogPosition = { t: row.created_at_text, s: row.source, i: Number(row.id) };
  return Buffer.from(JSON.stringify(at), 'utf8').toString('base64url');
}

function decodePosition(raw: string | undefined): VoteLogPosition | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    const { t, s, i } = (v ?? {}) as Record<string, unknown>;
    if (
      typeof t === 'string' &&
      /^\d{4}-\d{2}-\d{2} [\d:.]+[+-][\d:]+$/.test(t) &&
      typeof s === 'string' &&
      (voteSources as readonly string[]).includes(s) &&
      Number.isSafeInteger(i)
    ) {
      return { t, s: s as VoteSource, i: i as number };
    }
  } catch {
    // Falls through to the catalogue's refusal.
  }
  throw appError('ADMIN_LIST_CURSOR_INVALID');
}

/** The first characters of a keyed hash: enough to tell networks apart on screen, nothing more. */
const shortHash = (hash: string | null) => (hash ? hash.slice(0, 12) : null);

function toEntry(r: VoteLogRow): VoteLogEntry {
  return {
    source: r.source,
    id: Number(r.id),
    createdAt: iso(r.created_at),
    participantUserId: r.participant_user_id,
    participantUsername: r.participant_username ?? r.participant_user_id,
    voterUserId: r.voter_user_id,
    voterUsername: r.voter_username,
    accountAgeHours: r.account_age_hours === null ? null : Number(r.account_age_hours),
    emailVerified: r.email_verified,
    networkHash: shortHash(r.network_hash),
    voided: r.voided_at
      ? { at: iso(r.voided_at), byUsername: r.voided_by_username, reason: r.void_reason ?? '' }
      : null,
    flagIds: (r.flag_ids ?? []).map(Number),
  };
}

function toFlag(r: FlagRow): VoteFlag {
  return {
    id: Number(r.id),
    kind: r.kind,
    participantUserId: r.participantUserId,
    participantUsername: r.participantUsername ?? r.participantUserId,
    windowStart: iso(r.windowStart),
    votesCount: r.votesCount,
    network: r.network ? shortHash(r.network) : null,
    review: r.review,
    reviewedAt: isoOrNull(r.reviewedAt),
  };
}

const filterOf = (battleId: string, q: VoteLogParams) => ({
  battleId,
  participantUserId: q.participantUserId,
  source: q.source,
  from: q.from,
  to: q.to,
  flagId: q.flagId,
});

/** One page of a battle's vote log (staff only), with every flag of the battle. */
export async function readVoteLog(
  deps: AppDeps,
  battleId: string,
  q: VoteLogParams,
): Promise<VoteLogResponse> {
  const battle = await requireBattle(deps.db, battleId);
  const limit = q.limit ?? PAGE;
  const rows = await listVoteLog(deps.db, filterOf(battle.id, q), decodePosition(q.cursor), limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const names = await participantNames(deps.db, battle.id);
  const disqualified = await disqualifiedIn(deps.db, battle.id);
  return {
    battle: { id: battle.id, title: battle.title, slug: battle.slug },
    participants: [...names]
      .map(([userId, username]) => ({ userId, username, disqualified: disqualified.has(userId) }))
      .sort((a, b) => a.username.localeCompare(b.username, 'pt-BR')),
    votes: page.map(toEntry),
    nextCursor: rows.length > limit && last ? encodePosition(last) : null,
    flags: (await battleFlags(deps.db, battle.id)).map(toFlag),
  };
}

const csvCell = (v: string | number | boolean | null) => {
  const text = v === null ? '' : String(v);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const SOURCE_CSV: Record<VoteSource, string> = { fan: 'fã', guest: 'visitante', admin: 'admin' };

/** The filtered log as CSV (UTF-8 with BOM so spreadsheets read the accents), newest first. */
export async function voteLogCsv(
  deps: AppDeps,
  battleId: string,
  q: VoteLogParams,
): Promise<{ filename: string; body: string }> {
  const battle = await requireBattle(deps.db, battleId);
  const lines = [
    [
      'data_hora',
      'origem',
      'lutador',
      'votante',
      'idade_conta_horas',
      'email_verificado',
      'rede',
      'alertas',
      'anulado_em',
      'anulado_por',
      'motivo_anulacao',
    ].join(','),
  ];
  let after: VoteLogPosition | null = null;
  let total = 0;
  while (total < CSV_MAX_ROWS) {
    const rows = await listVoteLog(deps.db, filterOf(battle.id, q), after, 1000);
    for (const r of rows.map((row) => ({ row, e: toEntry(row) }))) {
      const e = r.e;
      lines.push(
        [
          e.createdAt,
          SOURCE_CSV[e.source],
          e.participantUsername,
          e.voterUsername,
          e.accountAgeHours,
          e.emailVerified === null ? null : e.emailVerified ? 'sim' : 'não',
          r.row.network_hash,
          e.flagIds.join(' '),
          e.voided?.at ?? null,
          e.voided?.byUsername ?? null,
          e.voided?.reason ?? null,
        ]
          .map(csvCell)
          .join(','),
      );
    }
    total += rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < 1000 || !last) break;
    after = { t: last.created_at_text, s: last.source, i: Number(last.id) };
  }
  return { filename: `votos-${battle.slug ?? battle.id}.csv`, body: `\uFEFF${lines.join('\r\n')}\r\n` };
}

type VoidRequest = z.output<typeof voidVotesRequestSchema>;

/**
 * An admin voids some votes of a battle, or every vote behind one flag, with a reason: one
 * transaction (void-service.ts voidVotesInTx: totals, live counts, refunds, notifications), the
 * flag reviewed, the audit row.
 */
export async function voidVotes(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  input: VoidRequest,
): Promise<VoidVotesResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const battle = await requireBattle(tx, battleId);
    let ids: Record<VoteSource, number[]> = { fan: [], guest: [], admin: [] };
    const flag = input.flagId ? await findFlag(tx, battle.id, input.flagId, true) : null;
    if (input.flagId) {
      if (!flag) throw appError('VOTE_FLAG_NOT_FOUND');
      if (flag.reviewedAt) throw appError('VOTE_FLAG_REVIEWED');
      ids = await flagVoteIds(tx, input.flagId);
    }
    for (const v of input.votes ?? []) ids[v.source].push(v.id);
    const outcome = await voidVotesInTx(tx, {
      battleId: battle.id,
      battleTitle: battle.title,
      battleLink: battleLink(battle),
      selection: { ids },
      reason: input.reason,
      now,
      actorId: actor.id,
      notice: 'foi anulado pela administração na revisão de votos',
    });
    if (outcome.voided === 0 && !flag) throw appError('VOTE_VOID_NOTHING');
    if (flag) await reviewFlag(tx, Number(flag.id), { now, actorId: actor.id, review: 'voided' });
    await closeSpentFlags(tx, battle.id, { now, actorId: actor.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'vote.void',
      targetType: 'vote',
      targetId: battle.id,
      changes: {
        battleTitle: battle.title,
        reason: input.reason,
        flagId: input.flagId ?? null,
        voided: outcome.voided,
        refunded: outcome.refunded,
        votes: voidedSummary(outcome.votes),
        totals: outcome.totals,
      },
    });
    return { voided: outcome.voided, refunded: outcome.refunded, totals: outcome.totals };
  });
}

/** A flag reviewed as legitimate: its votes stay, the flag stops counting as open. */
export async function dismissFlag(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  flagId: number,
): Promise<VoteFlag> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const battle = await requireBattle(tx, battleId);
    const flag = await findFlag(tx, battle.id, flagId, true);
    if (!flag) throw appError('VOTE_FLAG_NOT_FOUND');
    if (flag.reviewedAt) throw appError('VOTE_FLAG_REVIEWED');
    await reviewFlag(tx, flagId, { now, actorId: actor.id, review: 'dismissed' });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'vote.flag_dismiss',
      targetType: 'vote',
      targetId: battle.id,
      changes: { battleTitle: battle.title, flagId, kind: flag.kind, votesCount: flag.votesCount },
    });
    const after = await findFlag(tx, battle.id, flagId);
    return toFlag(after!);
  });
}
