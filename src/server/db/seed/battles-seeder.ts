import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import {
  addParticipant,
  addSponsor,
  type BattleOverrides,
  castVote,
  createBattle,
} from '#server/db/factories/battles.ts';
import { walletLedger, wallets } from '#server/db/schema.ts';
import type { DemoSeeder } from './demo-types.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Balances set by the user factory have no ledger rows; one admin_add row per user makes every
 * balance equal its ledger sum before the demo votes spend from it.
 */
async function reconcileOpeningBalances(tx: Tx, userIds: string[], at: Date): Promise<void> {
  for (const userId of userIds) {
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, userId));
    const [ledger] = await tx
      .select({ sum: sql<string | null>`sum(${walletLedger.amount})` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId));
    const missing = (wallet?.balance ?? 0) - Number(ledger?.sum ?? 0);
    if (missing === 0) continue;
    await tx.insert(walletLedger).values({
      userId,
      type: missing > 0 ? 'admin_add' : 'admin_remove',
      amount: missing,
      description: 'Saldo inicial de demonstração',
      createdAt: at,
    });
  }
}

/**
 * Battles in every status, with participants, fans' votes (each with its debit and ledger row),
 * sponsors, and one battle without a slug.
 */
export const seedDemoBattles: DemoSeeder = async (deps, users) => {
  const now = deps.clock().getTime();
  const f = users.fighters;
  const fighter = (i: number) => ({ id: f[i]! });
  await deps.db.transaction(async (tx) => {
    await reconcileOpeningBalances(
      tx,
      [users.master, users.admin, users.moderator, ...f, users.banned],
      new Date(now - 30 * DAY),
    );
    const battle = (overrides: BattleOverrides) =>
      createBattle(tx, { createdBy: users.admin, description: null, ...overrides });
    const votes = async (battleId: string, pairs: [voter: string, participant: string][], start: number) => {
      for (const [i, [voterUserId, participantUserId]] of pairs.entries()) {
        await castVote(tx, {
          battleId,
          participantUserId,
          voterUserId,
          createdAt: new Date(start + i * 60_000),
        });
      }
    };

    const finished = await battle({
      title: 'Grande Final Yod 2025',
      slug: 'grande-final-yod-2025',
      description: 'A final que coroou o melhor lutador da temporada.',
      status: 'finished',
      prizeAmount: 1000,
      prizeType: 'PIX',
      prizeDescription: 'Pagamento via PIX ao vencedor',
      maxParticipants: 3,
      startTime: new Date(now - 10 * DAY),
      endTime: new Date(now - 3 * DAY),
      createdAt: new Date(now - 12 * DAY),
    });
    for (const i of [0, 1, 2])
      await addParticipant(tx, finished.id, fighter(i), { joinedAt: new Date(now - 11 * DAY) });
    await votes(
      finished.id,
      [
        [users.master, f[1]!],
        [users.admin, f[1]!],
        [users.moderator, f[1]!],
        [f[3]!, f[1]!],
        [f[4]!, f[0]!],
        [f[5]!, f[2]!],
      ],
      now - 5 * DAY,
    );

    const active = await battle({
      title: 'Desafio dos Campeões de Muaythai',
      slug: 'desafio-dos-campeoes',
      description: 'Quatro lutadores, um prêmio. Vote no seu favorito!',
      status: 'active',
      prizeAmount: 500,
      prizeType: 'PIX',
      maxParticipants: 4,
      startTime: new Date(now - DAY),
      endTime: new Date(now + 2 * DAY),
      adBannerUrl: '/og-default.png',
      adBannerLinkUrl: 'https://www.instagram.com/yodarena',
      createdAt: new Date(now - 2 * DAY),
    });
    for (const i of [0, 1, 2, 3])
      await addParticipant(tx, active.id, fighter(i), { joinedAt: new Date(now - 2 * DAY) });
    await votes(
      active.id,
      [
        [users.master, f[0]!],
        [users.master, f[1]!],
        [users.admin, f[0]!],
        [users.moderator, f[2]!],
        [f[4]!, f[0]!],
        [f[5]!, f[1]!],
        [f[6]!, f[0]!],
        [f[7]!, f[3]!],
      ],
      now - 20 * HOUR,
    );
    await addSponsor(tx, active.id, {
      name: 'Academia Sitmonchai',
      description: 'Treinamento de Muaythai tradicional desde 1998.',
      logos: ['/og-default.png'],
    });
    await addSponsor(tx, active.id, {
      name: 'Yod Fight Shop',
      description: 'Luvas, bandagens e shorts.',
      position: 1,
    });

    const ready = await battle({
      title: 'Noite dos Joelhos',
      slug: 'noite-dos-joelhos',
      status: 'ready',
      prizeAmount: 150,
      prizeType: 'ITEM',
      prizeDescription: 'Par de luvas profissionais',
      maxParticipants: 2,
      startTime: new Date(now - 2 * HOUR),
      endTime: new Date(now + 4 * DAY),
      createdAt: new Date(now - 3 * HOUR),
    });
    for (const i of [6, 7])
      await addParticipant(tx, ready.id, fighter(i), { joinedAt: new Date(now - 3 * HOUR) });

    const waiting = await battle({
      title: 'Batalha aberta de verão',
      slug: 'batalha-aberta-de-verao',
      description: 'Inscrições abertas! Entre e chame seus amigos para votar.',
      status: 'waiting',
      prizeAmount: 200,
      prizeType: 'GIFT_CARD',
      prizeDescription: 'Vale-presente de loja esportiva',
      maxParticipants: 8,
      startTime: new Date(now - HOUR),
      endTime: new Date(now + 5 * DAY),
      createdAt: new Date(now - 2 * HOUR),
    });
    for (const i of [4, 5, 6])
      await addParticipant(tx, waiting.id, fighter(i), { joinedAt: new Date(now - HOUR) });
    await votes(
      waiting.id,
      [
        [users.admin, f[4]!],
        [f[7]!, f[5]!],
      ],
      now - 30 * 60_000,
    );

    // The 'Sem endereço' case: reachable only by id; no maximum, so the display requires 50.
    const noSlug = await battle({
      title: 'Batalha Relâmpago',
      slug: null,
      status: 'waiting',
      prizeAmount: 50,
      maxParticipants: null,
      startTime: null,
      endTime: new Date(now + 3 * DAY),
      createdAt: new Date(now - HOUR),
    });
    await addParticipant(tx, noSlug.id, fighter(7), { joinedAt: new Date(now - HOUR) });

    await battle({
      title: 'Torneio agendado de primavera',
      slug: 'torneio-agendado-de-primavera',
      status: 'scheduled',
      prizeAmount: 300,
      maxParticipants: 10,
      startTime: new Date(now + 2 * DAY),
      endTime: new Date(now + 9 * DAY),
      createdAt: new Date(now - 30 * 60_000),
    });

    await battle({
      title: 'Batalha aguardando aprovação',
      slug: 'batalha-aguardando-aprovacao',
      status: 'pending',
      prizeAmount: 100,
      maxParticipants: 6,
      startTime: null,
      endTime: new Date(now + 7 * DAY),
      createdAt: new Date(now - 10 * 60_000),
      createdBy: users.moderator,
    });
  });
};
