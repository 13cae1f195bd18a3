import { and, eq, sql } from 'drizzle-orm';
import { newBattleId, slugify } from '#domain/battles/slug.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  battleParticipants,
  battleSponsors,
  battles,
  fanVotes,
  guestVotes,
  profiles,
  walletLedger,
  wallets,
} from '#server/db/schema.ts';

type BattleInsert = typeof battles.$inferInsert;
export type BattleOverrides = Partial<BattleInsert>;

let sequence = 0;
const HOUR = 3600_000;

/**
 * Inserts a battle; by default waiting for participants, started an hour ago, ending in a day,
 * max 10, with a unique slug from its title. Pass `slug: null` for a battle without a slug.
 */
export async function createBattle(db: DbOrTx, overrides: BattleOverrides = {}) {
  sequence += 1;
  const now = new Date();
  const title = overrides.title ?? `Batalha de teste ${sequence} ${Date.now().toString(36)}`;
  const values: BattleInsert = {
    id: newBattleId(now),
    title,
    slug: overrides.slug === undefined ? `${slugify(title)}-${sequence}` : overrides.slug,
    description: 'Batalha criada para testes.',
    prizeAmount: 100,
    prizeType: 'PIX',
    prizeDescription: null,
    startTime: new Date(now.getTime() - HOUR),
    endTime: new Date(now.getTime() + 24 * HOUR),
    status: 'waiting',
    maxParticipants: 10,
    participantsCount: 0,
    ...overrides,
  };
  const [row] = await db.insert(battles).values(values).returning();
  return row!;
}

export interface ParticipantUser {
  id: string;
  username?: string;
}

/** Adds a participant and keeps battle_events.participants_count in step. */
export async function addParticipant(
  db: DbOrTx,
  battleId: string,
  user: ParticipantUser,
  /** votesCount: the starting total, counted on the row (unsharded_votes). */
  options: { votesCount?: number; joinedAt?: Date } = {},
) {
  const username =
    user.username ??
    (await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, user.id)))[0]
      ?.username ??
    'Lutador';
  const [row] = await db
    .insert(battleParticipants)
    .values({
      battleEventId: battleId,
      userId: user.id,
      username,
      unshardedVotes: options.votesCount ?? 0,
      joinedAt: options.joinedAt ?? new Date(),
    })
    .returning();
  await db
    .update(battles)
    .set({ participantsCount: sql`${battles.participantsCount} + 1` })
    .where(eq(battles.id, battleId));
  return row!;
}

/**
 * A fan's vote exactly as the vote endpoint leaves it: the vote row, the participant's count, the
 * voter's debit and its vote_expense ledger row (so balances always equal the ledger sum).
 */
export async function castVote(
  db: DbOrTx,
  vote: { battleId: string; participantUserId: string; voterUserId: string; createdAt?: Date },
): Promise<void> {
  const createdAt = vote.createdAt ?? new Date();
  await db.insert(fanVotes).values({
    battleEventId: vote.battleId,
    participantUserId: vote.participantUserId,
    voterUserId: vote.voterUserId,
    createdAt,
  });
  const [participant] = await db
    .update(battleParticipants)
    .set({ unshardedVotes: sql`${battleParticipants.unshardedVotes} + 1` })
    .where(
      and(
        eq(battleParticipants.battleEventId, vote.battleId),
        eq(battleParticipants.userId, vote.participantUserId),
      ),
    )
    .returning({ username: battleParticipants.username });
  await db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - 1`, lastVoteAt: createdAt })
    .where(eq(wallets.userId, vote.voterUserId));
  await db.insert(walletLedger).values({
    userId: vote.voterUserId,
    type: 'vote_expense',
    amount: -1,
    description: `Voto em ${participant?.username ?? 'participante'}`,
    battleEventId: vote.battleId,
    participantUserId: vote.participantUserId,
    createdAt,
  });
}

/** A visitor's vote: counted in the participant's total, no wallet involved. */
export async function castGuestVote(
  db: DbOrTx,
  vote: {
    battleId: string;
    participantUserId: string;
    ipHash: string;
    wideNetworkHash?: string | null;
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(guestVotes).values({
    battleEventId: vote.battleId,
    participantUserId: vote.participantUserId,
    ipHash: vote.ipHash,
    wideNetworkHash: vote.wideNetworkHash ?? null,
    createdAt: vote.createdAt ?? new Date(),
  });
  await db
    .update(battleParticipants)
    .set({ unshardedVotes: sql`${battleParticipants.unshardedVotes} + 1` })
    .where(
      and(
        eq(battleParticipants.battleEventId, vote.battleId),
        eq(battleParticipants.userId, vote.participantUserId),
      ),
    );
}

export async function addSponsor(
  db: DbOrTx,
  battleId: string,
  sponsor: { name: string; description?: string | null; logos?: string[]; position?: number },
) {
  const [row] = await db
    .insert(battleSponsors)
    .values({
      battleEventId: battleId,
      name: sponsor.name,
      description: sponsor.description ?? null,
      logos: sponsor.logos ?? [],
      position: sponsor.position ?? 0,
    })
    .returning();
  return row!;
}
