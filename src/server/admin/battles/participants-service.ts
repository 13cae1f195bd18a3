import { PARTICIPANT_BAN_REASON } from '#domain/ban.ts';
import { effectiveMaxParticipants, isOpenForVotes } from '#domain/battle-status.ts';
import { messages } from '#domain/messages.ts';
import type {
  AddParticipantResponse,
  AdminParticipantListParams,
  AdminParticipantListResponse,
  AdminVoteResponse,
} from '#domain/schemas/admin-battles.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { findActiveBan } from '#server/bans/repository.ts';
import { notifyStatusMove } from '#server/battles/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { searchNeedle } from '#server/db/search-text.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { notify } from '#server/notifications/service.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { decodeCursor, readPage } from '../shared/keyset.ts';
import { banParticipantUserInTx } from '../users/service.ts';
import { battleLink, displayStatusOf, toAdminParticipant } from './mappers.ts';
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
    const profile = await participantsRepo.findProfile(tx, userId);
    if (!profile) return refused('USER_NOT_FOUND');
    if (await findActiveBan(tx, userId, now)) return refused('ADMIN_PARTICIPANT_BANNED');
    if (await participantsRepo.isParticipant(tx, battleId, userId))
      return refused('PARTICIPANT_ALREADY_IN_BATTLE');
    const count = await participantsRepo.takeSeat(tx, battleId);
    if (count === null) return refused('JOIN_FULL');
    const participantId = await participantsRepo.insertParticipant(tx, {
      battleEventId: battleId,
      userId,
      username: profile.username,
      avatarUrl: profile.profilePictureUrl,
      joinedAt: now,
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

export async function removeParticipant(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  participantId: string,
): Promise<0 | 1> {
  return deps.db.transaction(async (tx) => {
    const battle = await requireBattle(tx, battleId, true);
    const removed = await participantsRepo.deleteParticipant(tx, battleId, participantId);
    if (!removed) return 0;
    const count = await participantsRepo.releaseSeat(tx, battleId);
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
      changes: { battleId, battleTitle: battle.title, userId: removed.userId, username: removed.username },
    });
    return 1;
  });
}

async function requireParticipant(tx: DbOrTx, battleId: string, participantId: string) {
  const participant = await participantsRepo.findParticipant(tx, battleId, participantId);
  if (!participant) throw appError('USER_NOT_FOUND');
  return participant;
}

export async function banParticipant(
  deps: AppDeps,
  actor: Viewer,
  battleId: string,
  participantId: string,
): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const battle = await requireBattle(tx, battleId);
    const participant = await requireParticipant(tx, battleId, participantId);
    await banParticipantUserInTx(
      tx,
      now,
      deps.config.MASTER_ADMIN_EMAIL,
      actor,
      participant.userId,
      PARTICIPANT_BAN_REASON,
      {
        battleId,
        battleTitle: battle.title,
      },
    );
    return participant.userId;
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
