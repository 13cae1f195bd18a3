import { eq } from 'drizzle-orm';
import { VOTE_FLAG_WINDOW_MS } from '#domain/schemas/vote-review.ts';
import { flagClosedWindows } from '#server/admin/vote-review/flag-job.ts';
import { addParticipant, castGuestVote, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { walletLedger, wallets } from '#server/db/schema.ts';
import type { DemoSeeder } from './demo-types.ts';

const HOUR = 3600_000;
const BURST = 12;

/**
 * An open battle with a visible suspicious burst, so the vote review can be tried on the demo:
 * twelve accounts created an hour before from one network all vote for the same fighter within
 * ten minutes, and twelve visitors of one /48 vote for the other. The flag job then flags them
 * (the thresholds' defaults: 10, 10 and 5).
 */
export const seedDemoVoteReview: DemoSeeder = async (deps, users) => {
  const now = deps.clock().getTime();
  const windowStart = Math.floor((now - 40 * 60_000) / VOTE_FLAG_WINDOW_MS) * VOTE_FLAG_WINDOW_MS;
  const [target, other] = [users.fighters[4]!, users.fighters[5]!];
  await deps.db.transaction(async (tx) => {
    const battle = await createBattle(tx, {
      title: 'Rajada Suspeita: Nong-O x Superbon',
      slug: 'rajada-suspeita',
      description: 'Batalha de demonstração com votos suspeitos para a revisão de votos.',
      status: 'active',
      prizeAmount: 300,
      prizeType: 'PIX',
      maxParticipants: 2,
      startTime: new Date(now - 3 * HOUR),
      endTime: new Date(now + 2 * 24 * HOUR),
      createdBy: users.admin,
      createdAt: new Date(now - 4 * HOUR),
    });
    await addParticipant(tx, battle.id, { id: target }, { joinedAt: new Date(now - 4 * HOUR) });
    await addParticipant(tx, battle.id, { id: other }, { joinedAt: new Date(now - 4 * HOUR) });
    for (let i = 0; i < BURST; i += 1) {
      const created = new Date(windowStart - HOUR + i * 60_000);
      const fan = await createUser(tx, {
        email: `novato${i + 1}@yod.test`,
        username: `novato_${i + 1}`,
        emailVerified: false,
        createdAt: created,
        signupNetwork: 'demo-rede-suspeita',
      });
      // The coin comes through the ledger, so the wallet equals its ledger.
      await tx.insert(walletLedger).values({
        userId: fan.id,
        type: 'daily_grant',
        amount: 1,
        description: 'Bônus diário',
        createdAt: created,
      });
      await tx.update(wallets).set({ balance: 1 }).where(eq(wallets.userId, fan.id));
      await castVote(tx, {
        battleId: battle.id,
        participantUserId: target,
        voterUserId: fan.id,
        createdAt: new Date(windowStart + (i + 1) * 30_000),
      });
      await castGuestVote(tx, {
        battleId: battle.id,
        participantUserId: other,
        ipHash: `demo-visitante-${i + 1}`,
        wideNetworkHash: 'demo-rede-48',
        createdAt: new Date(windowStart + (i + 1) * 35_000),
      });
    }
    await flagClosedWindows(deps, tx);
  });
};
