import { type Me, meSchema } from '#domain/schemas/auth.ts';
import { type BattleDetail, type BattleParticipant, battleDetailSchema } from '#domain/schemas/battles.ts';

const HOUR_MS = 3_600_000;

/** A signed-in fan as GET /api/me describes them (override what the test is about). */
export function signedInUser(overrides: Partial<Me> = {}): Me {
  return meSchema.parse({
    id: 'user-fan',
    email: 'fa@yodarena.test',
    username: 'fa_do_muaythai',
    pixKey: 'fa@yodarena.test',
    instagramHandle: null,
    profilePictureUrl: null,
    role: 'user',
    isMaster: false,
    balance: 5,
    unreadNotifications: 0,
    ban: null,
    dailyGrant: { lastDay: null, nextAt: new Date(Date.now() + 10 * HOUR_MS).toISOString() },
    ...overrides,
  });
}

/** A fighter in a battle's participant list. */
/** The battle page's viewer part: a visitor's unless overridden (a fan adds `balance`, …). */
export function battleViewer(overrides: Partial<BattleDetail['viewer']> = {}): BattleDetail['viewer'] {
  return {
    isParticipant: false,
    isDisqualified: false,
    selfParticipantUserId: null,
    votedParticipantUserIds: [],
    balance: null,
    nextVoteAt: null,
    ...overrides,
  };
}

export function participant(userId: string, username: string, votesCount = 0): BattleParticipant {
  return {
    id: `participation-${userId}`,
    userId,
    username,
    avatarUrl: null,
    instagramHandle: null,
    votesCount,
    joinedAt: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
    isWinner: false,
  };
}

/** A battle open for votes (started an hour ago, ends in a day), as GET /api/battles/:id has it. */
export function openBattle(
  participants: BattleParticipant[],
  overrides: Partial<BattleDetail> = {},
): BattleDetail {
  const now = Date.now();
  return battleDetailSchema.parse({
    id: 'battle-1',
    slug: 'final-de-bangkok',
    title: 'Final de Bangkok',
    description: null,
    status: 'active',
    displayStatus: 'active',
    prize: { amount: 500, type: 'PIX', description: null, paidAt: null },
    startTime: new Date(now - HOUR_MS).toISOString(),
    endTime: new Date(now + 24 * HOUR_MS).toISOString(),
    participantsCount: { current: participants.length, required: 10 },
    maxParticipants: 10,
    createdAt: new Date(now - 3 * HOUR_MS).toISOString(),
    isCurrentUserParticipant: false,
    adBannerUrl: null,
    adBannerLinkUrl: null,
    participants,
    sponsors: [],
    winners: [],
    viewer: battleViewer(),
    ...overrides,
  });
}
