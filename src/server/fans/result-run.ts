import { voterResultNotice } from '#domain/battles/result-notices.ts';
import { FIGHTER_PARAM } from '#domain/pages/share.ts';
import { type BattleOutcomeView, battleOutcome } from '#server/battles/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { type NewNotification, notify } from '#server/notifications/service.ts';
import {
  advanceRun,
  type NoticeRunRow,
  picksOf,
  recordResults,
  recordSupporters,
  votesAfter,
} from './notice-runs-repository.ts';

/** Votes walked per batch: one bounded piece of a battle's voters per statement set. */
export const RUN_BATCH_VOTES = 500;

/** `/battle/{slug}?lutador={name}`: the battle page on the fighter, with its share buttons. */
export function fighterLink(outcome: BattleOutcomeView, username: string | undefined): string {
  const base = `/battle/${encodeURIComponent(outcome.battle.slug ?? outcome.battle.id)}`;
  return username ? `${base}?${new URLSearchParams({ [FIGHTER_PARAM]: username }).toString()}` : base;
}

/**
 * One batch of a finished battle's result run: the fighters' results on the first batch, then
 * the next `limit` fan votes: each fan's support is stored and counted once, and (unless the run
 * is silent) she is told how it ended, her fighter first. Returns the run as it now stands.
 */
export async function resultBatch(
  tx: DbOrTx,
  run: NoticeRunRow,
  now: Date,
  limit = RUN_BATCH_VOTES,
): Promise<{ run: NoticeRunRow; done: boolean }> {
  const outcome = await battleOutcome(tx, run.battleEventId);
  if (!outcome) {
    await advanceRun(tx, run.id, null, true, now);
    return { run, done: true };
  }
  const winners = new Set(outcome.winners);
  if (run.afterVoteId === null) {
    await recordResults(
      tx,
      outcome.battle.id,
      outcome.participants.map((p) => ({
        userId: p.userId,
        votes: p.votesCount,
        won: winners.has(p.userId),
      })),
    );
  }
  const votes = await votesAfter(tx, run, limit);
  const voters = [...new Set(votes.map((v) => v.voterUserId))];
  const picks = await picksOf(tx, outcome.battle.id, voters);
  const nameOf = new Map(outcome.participants.map((p) => [p.userId, p.username]));
  const stored = await recordSupporters(
    tx,
    outcome.battle.id,
    [...picks].map(([voterUserId, ids]) => ({
      voterUserId,
      votes: ids.length,
      backedChampion: ids.some((id) => winners.has(id)),
    })),
  );
  if (!run.silent) {
    const champions = outcome.participants.filter((p) => winners.has(p.userId)).map((p) => p.username);
    const facts = {
      title: outcome.battle.title,
      prizeAmount: Number(outcome.battle.prizeAmount),
      champions,
    };
    const items: NewNotification[] = [];
    for (const voter of stored) {
      // A fighter who voted for a rival already has their own notice (notifyBattleFinished).
      if (nameOf.has(voter)) continue;
      const names = (picks.get(voter) ?? []).flatMap((id) => nameOf.get(id) ?? []);
      const backed = names.find((n) => champions.includes(n));
      items.push({
        userId: voter,
        type: 'battle_result',
        ...voterResultNotice(facts, names),
        link: fighterLink(outcome, backed ?? champions[0]),
        dedupeKey: `battle_result:${outcome.battle.id}`,
      });
    }
    await notify(tx, items);
  }
  const done = votes.length < limit;
  const last = votes.at(-1)?.id ?? run.afterVoteId;
  await advanceRun(tx, run.id, last, done, now);
  return { run: { ...run, afterVoteId: last }, done };
}
