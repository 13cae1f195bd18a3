import { PARTICIPANT_BAN_REASON } from '#domain/accounts/ban.ts';
import { effectiveMaxParticipants, isOpenForVotes } from '#domain/battles/battle-status.ts';
import { messages } from '#domain/messages.ts';
import type {
  AddParticipantResponse,
  AdminParticipantListParams,
  AdminParticipantListResponse,
  AdminVoteResponse,
  BanParticipantResponse,
} from '#domain/schemas/admin-battles.ts';
import { decodeCursor, readPage } from '#server/admin/shared/keyset.ts';
import { banParticipantUserInTx } from '#server/admin/users/service.ts';
import {
  disqualifyInBattleTx,
  PANEL_DISQUALIFY_CAUSE,
  PANEL_DISQUALIFY_VOID_REASON,
} from '#server/admin/vote-review/disqualify.ts';
import { closeSpentFlags } from '#server/admin/vote-review/flag-repository.ts';
import { voidedSummary, voidVotesInTx } from '#server/admin/vote-review/void-service.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { findActiveBan } from '#server/bans/repository.ts';
import { findEntry } from '#server/battles/repository.ts';
import { notifyStatusMove } from '#server/battles/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { searchNeedle } from '#server/db/search-text.ts';
import { closeVoteGates } from '#server/db/vote-gate.ts';
import type { AppDeps } from '#server/deps.ts';
import { enqueueJoinedRun } from '#server/fans/notice-runs-repository.ts';
import { appError } from '#server/http/app-error.ts';
import { notify } from '#server/notifications/service.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { battleLink, displayStatusOf, toAdminParticipant } from './mappers.ts';
import { refuseIfPaid } from './paid-lock.ts';
import * as participantsRepo from './participants-repository.ts';
import * as repo from './repository.ts';
import { requireBattle } from './service.ts';

const PARTICIPANT_ADDED_MESSAGE = 'Participante adicionado';

const PARTICIPANT_SORT = 'votes';

/** One page of the participants panel (a battle may hold thousands), best first. */
export async function listParticipants(
  deps: AppDeps,
  battleId: string,
  query: AdminParticipantListParams,
): Promise<AdminParticipantListResponse> {
  await requireBattle(deps.db, battleId);
  const now = deps.clock();
  const q = query.q ? searchNeedle(query.q) : '';
  const page = decodeCursor(query.cursor, {
    sort: PARTICIPANT_SORT,
    dir: 'desc',
    type: participantsRepo.PARTICIPANT_SORT_KEY.type,
    limit: query.limit,
  });
  const result = await readPage<participantsRepo.AdminParticipantRow>(
    page,
    { name: PARTICIPANT_SORT, dir: 'desc' },
    (row) => row.id,
    (p) => participantsRepo.listParticipantPage(deps.db, battleId, q || undefined, p, now),
  );
  return {
    participants: result.rows.map(toAdminParticipant),
    nextCursor: result.nextCursor,
    prevCursor: result.prevCursor,
  };
}

const refused = (code: keyof typeof messages): AddParticipantResponse => ({
  success: false,
  message: messages[code].message,
  participant: null,
});

export async function addParticipant(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  userId: string,
): Promise<AddParticipantResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const battle = await requireBattle(tx, battleId, true);
    await refuseIfPaid(tx, battle, 'BATTLE_PRIZE_PAID_VOTES_LOCKED');
    const profile = await participantsRepo.findProfile(tx, userId);
    if (!profile) return refused('USER_NOT_FOUND');
    if (await findActiveBan(tx, userId, now)) return refused('ADMIN_PARTICIPANT_BANNED');
    const entry = await findEntry(tx, battleId, userId);
    if (entry === 'taking-part') return refused('PARTICIPANT_ALREADY_IN_BATTLE');
    if (entry === 'disqualified') return refused('PARTICIPANT_DISQUALIFIED_IN_BATTLE');
    const count = await participantsRepo.takeSeat(tx, battleId);
    if (count === null) return refused('JOIN_FULL');
    const participantId = await participantsRepo.insertParticipant(tx, {
      battleEventId: battleId,
      userId,
      username: profile.username,
      avatarUrl: profile.profilePictureUrl,
      joinedAt: now,
      addedBy: actor.id,
    });
    let status = battle.status;
    // As for a user's own join: the entry that fills a battle open for joining (stored waiting, or
    // scheduled past its start) starts it, and a move to active sets start_time to now.
    if (
      displayStatusOf(battle, now) === 'waiting' &&
      count >= effectiveMaxParticipants(battle.maxParticipants)
    ) {
      status = 'active';
      const started = await repo.updateBattle(tx, battleId, { status, startTime: now, updatedAt: now });
      await notifyStatusMove(tx, started, battle.status);
    }
    await publishBattleUpdate(tx, { type: 'participants', battleId, participantsCount: count, status });
    await notify(tx, {
      userId,
      type: 'participant_added',
      title: 'Você entrou em uma batalha',
      body: `A administração inscreveu você na batalha "${battle.title}".`,
      link: battleLink(battle),
    });
    await enqueueJoinedRun(tx, battleId, userId);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'participant.add',
      targetType: 'participant',
      targetId: participantId,
      changes: { battleId, battleTitle: battle.title, userId, username: profile.username },
    });
    const row = await participantsRepo.findParticipantRow(tx, battleId, participantId, now);
    return {
      success: true,
      message: PARTICIPANT_ADDED_MESSAGE,
      participant: row ? toAdminParticipant(row) : null,
    };
  });
}

export const PARTICIPANT_REMOVED_VOID_REASON = 'Lutador removido da batalha pela administração';

/**
 * Takes a fighter's entry out of a battle that has not finished. Their votes (fans', guests',
 * admin's) are voided through the vote review's void first: fans refunded, the void audited, open
 * pages told. Those votes leave the fan's place free (entryRemoved), so if the fighter is added
 * again their new entry starts from zero and the same fans may vote for it. A finished battle keeps
 * its result (the vote review changes it); a paid one is frozen
 * (docs/decisions/0016-money-moves-by-the-rules.md).
 */
export async function removeParticipant(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  participantId: string,
): Promise<0 | 1> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The vote gate before any row (db/vote-gate.ts), then the entry FOR UPDATE (guests' and the
    // master's votes update it): the void below sees every vote that counted for the fighter.
    await closeVoteGates(tx, [battleId]);
    const battle = await requireBattle(tx, battleId, true);
    await refuseIfPaid(tx, battle, 'BATTLE_PRIZE_PAID_VOTES_LOCKED');
    const participant = await participantsRepo.findParticipant(tx, battleId, participantId, true);
    if (!participant) return 0;
    if (displayStatusOf(battle, now) === 'finished') throw appError('PARTICIPANT_REMOVE_FINISHED');
    const outcome = await voidVotesInTx(tx, {
      battleId,
      battleTitle: battle.title,
      battleLink: battleLink(battle),
      selection: { participantUserId: participant.userId },
      reason: PARTICIPANT_REMOVED_VOID_REASON,
      now,
      actorId: actor.id,
      notice: 'foi anulado porque o lutador saiu da batalha',
      entryRemoved: true,
    });
    await closeSpentFlags(tx, battleId, { now, actorId: actor.id });
    // The row is held FOR UPDATE: it is there to delete.
    await participantsRepo.deleteParticipant(tx, battleId, participantId);
    const removed = { userId: participant.userId, username: participant.username };
    // A disqualified entry already left the count (disqualifyInBattleTx).
    const count = participant.disqualifiedAt
      ? battle.participantsCount
      : await participantsRepo.releaseSeat(tx, battleId, now);
    await publishBattleUpdate(tx, {
      type: 'participants',
      battleId,
      participantsCount: count,
      status: battle.status,
    });
    await notify(tx, {
      userId: removed.userId,
      type: 'participant_removed',
      title: 'Você saiu de uma batalha',
      body: `A administração removeu sua inscrição da batalha "${battle.title}".`,
      link: battleLink(battle),
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'participant.remove',
      targetType: 'participant',
      targetId: participantId,
      changes: {
        battleId,
        battleTitle: battle.title,
        userId: removed.userId,
        username: removed.username,
        voided: outcome.voided,
        refunded: outcome.refunded,
        votes: voidedSummary(outcome.votes),
      },
    });
    return 1;
  });
}

async function requireParticipant(tx: DbOrTx, battleId: string, participantId: string, forUpdate = false) {
  const participant = await participantsRepo.findParticipant(tx, battleId, participantId, forUpdate);
  if (!participant) throw appError('USER_NOT_FOUND');
  return participant;
}

/**
 * 'Banir' on a battle's participant panel. An admin's is a permanent ban from the platform, with
 * the users page's protections (never an admin or the master): out of every running battle, fans
 * refunded. A moderator's stays inside this battle: it disqualifies (out of the ranking, votes
 * voided and refunded) a fan who joined it by themselves, never one the staff added nor a staff
 * account, and never in a finished battle (docs/decisions/0016-money-moves-by-the-rules.md).
 */
export async function banParticipant(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  participantId: string,
): Promise<BanParticipantResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    if (actor.role === 'admin') {
      // Not locked: the ban's disqualification closes its battles' vote gates before any row
      // lock (db/vote-gate.ts), and it leaves a finished (so any paid) battle as it is.
      const battle = await requireBattle(tx, battleId);
      await refuseIfPaid(tx, battle, 'BATTLE_PRIZE_PAID_VOTES_LOCKED');
      const participant = await requireParticipant(tx, battleId, participantId);
      await banParticipantUserInTx(
        tx,
        now,
        deps.config.MASTER_ADMIN_EMAIL,
        actor,
        participant.userId,
        PARTICIPANT_BAN_REASON,
        { battleId, battleTitle: battle.title },
      );
      return { userId: participant.userId, banned: true };
    }
    // The vote gate before any row (db/vote-gate.ts), then the battle and the entry.
    await closeVoteGates(tx, [battleId]);
    const battle = await requireBattle(tx, battleId, true);
    await refuseIfPaid(tx, battle, 'BATTLE_PRIZE_PAID_VOTES_LOCKED');
    const participant = await requireParticipant(tx, battleId, participantId, true);
    if (participant.userId === actor.id) throw appError('ADMIN_SELF_BAN');
    if (await participantsRepo.staffRoleOf(tx, participant.userId)) throw appError('PARTICIPANT_BAN_STAFF');
    if (participant.addedBy !== null) throw appError('PARTICIPANT_BAN_STAFF_ADDED');
    if (displayStatusOf(battle, now) === 'finished') throw appError('PARTICIPANT_DISQUALIFY_FINISHED');
    if (participant.disqualifiedAt) throw appError('PARTICIPANT_ALREADY_DISQUALIFIED');
    await disqualifyInBattleTx(tx, battle, {
      userId: participant.userId,
      now,
      actorId: actor.id,
      cause: PANEL_DISQUALIFY_CAUSE,
      voidReason: PANEL_DISQUALIFY_VOID_REASON,
    });
    await notify(tx, {
      userId: participant.userId,
      type: 'participant_disqualified',
      title: 'Você foi desclassificado de uma batalha',
      body: `A moderação desclassificou você da batalha "${battle.title}". Os votos recebidos nela foram anulados.`,
      link: battleLink(battle),
    });
    return { userId: participant.userId, banned: false };
  });
}

/** The master admin's vote: counted, stored apart from fans' votes, published and audited. */
export async function addAdminVote(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  participantId: string,
): Promise<AdminVoteResponse> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const battle = await requireBattle(tx, battleId, true);
    await refuseIfPaid(tx, battle, 'BATTLE_PRIZE_PAID_VOTES_LOCKED');
    const participant = await requireParticipant(tx, battleId, participantId);
    if (!isOpenForVotes(displayStatusOf(battle, now), battle.endTime, now))
      throw appError('VOTE_BATTLE_CLOSED');
    if (participant.disqualifiedAt) throw appError('VOTE_PARTICIPANT_DISQUALIFIED');
    const votesCount = await participantsRepo.addAdminVote(tx, {
      battleId,
      participantUserId: participant.userId,
      adminUserId: actor.id,
      createdAt: now,
    });
    if (votesCount === null) throw appError('VOTE_PARTICIPANT_DISQUALIFIED');
    const adminVotesCount = await participantsRepo.countAdminVotes(tx, battleId, participant.userId);
    await publishBattleUpdate(tx, {
      type: 'votes',
      battleId,
      participantUserId: participant.userId,
      votesCount,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'vote.admin',
      targetType: 'vote',
      targetId: battleId,
      changes: {
        battleTitle: battle.title,
        participantUserId: participant.userId,
        username: participant.username,
        votesCount,
      },
    });
    return { participantUserId: participant.userId, votesCount, adminVotesCount };
  });
}
