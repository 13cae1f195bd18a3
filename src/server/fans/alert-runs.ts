import { deriveDisplayStatus, isOpenForVotes } from '#domain/battles/battle-status.ts';
import { closingNotice, followedJoinedNotice, type NoticeText } from '#domain/battles/result-notices.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { battleOutcome } from '#server/battles/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { alertMail } from './alert-mail.ts';
import { followersAfter } from './follow-repository.ts';
import {
  advanceKeyRun,
  advanceRun,
  emailRecipients,
  insertNotices,
  type NoticeRunRow,
  picksOf,
  votesAfter,
} from './notice-runs-repository.ts';
import { fighterLink, RUN_BATCH_VOTES } from './result-run.ts';

export interface BatchOutcome {
  run: NoticeRunRow;
  done: boolean;
}

/** The e-mails of the notices stored now, to the fans who opted in (per fan: her own words). */
async function mailOptedIn(
  deps: AppDeps,
  tx: DbOrTx,
  told: string[],
  noticeOf: (userId: string) => NoticeText,
  link: string,
): Promise<void> {
  if (told.length === 0) return;
  const recipients = await emailRecipients(tx, told);
  const url = new URL(link, deps.config.PUBLIC_URL).toString();
  for (const r of recipients) await deps.mailer.send(alertMail(r.email, r.username, noticeOf(r.userId), url));
}

/**
 * One batch of a 'joined' run: the fighter's next followers are told (in the app, and by e-mail
 * when they opted in) that the fighter joined the battle. Once per battle, fighter and fan.
 */
export async function joinedBatch(
  deps: AppDeps,
  tx: DbOrTx,
  run: NoticeRunRow,
  now: Date,
  limit = RUN_BATCH_VOTES,
): Promise<BatchOutcome> {
  const outcome = await battleOutcome(tx, run.battleEventId);
  const fighter = outcome?.participants.find((p) => p.userId === run.subjectUserId);
  if (!outcome || !fighter) {
    await advanceKeyRun(tx, run.id, null, true, now);
    return { run, done: true };
  }
  const followers = await followersAfter(tx, fighter.userId, run.afterKey, limit);
  const notice = followedJoinedNotice(fighter.username, outcome.battle.title);
  const link = fighterLink(outcome, fighter.username);
  const told = await insertNotices(
    tx,
    followers.map((userId) => ({
      userId,
      type: 'followed_joined',
      ...notice,
      link,
      dedupeKey: `followed_joined:${outcome.battle.id}:${fighter.userId}`,
    })),
  );
  await mailOptedIn(deps, tx, told, () => notice, link);
  const done = followers.length < limit;
  const last = followers.at(-1) ?? run.afterKey;
  await advanceKeyRun(tx, run.id, last, done, now);
  return { run: { ...run, afterKey: last }, done };
}

/**
 * One batch of a 'closing' run: the fans who voted in a battle that closes within hours are
 * reminded, once per battle (the dedupe key), with the fighters they voted for.
 */
export async function closingBatch(
  deps: AppDeps,
  tx: DbOrTx,
  run: NoticeRunRow,
  now: Date,
  limit = RUN_BATCH_VOTES,
): Promise<BatchOutcome> {
  const outcome = await battleOutcome(tx, run.battleEventId);
  // Ended (or removed) before the reminder went out: nothing to remind of.
  if (!outcome || !isOpenForVotes(deriveDisplayStatus(outcome.battle, now), outcome.battle.endTime, now)) {
    await advanceRun(tx, run.id, null, true, now);
    return { run, done: true };
  }
  const votes = await votesAfter(tx, run, limit);
  const voters = [...new Set(votes.map((v) => v.voterUserId))];
  const picks = await picksOf(tx, outcome.battle.id, voters);
  const nameOf = new Map(outcome.participants.map((p) => [p.userId, p.username]));
  const endsAt = formatDateTime(outcome.battle.endTime);
  const noticeOf = (userId: string) =>
    closingNotice(
      outcome.battle.title,
      endsAt,
      (picks.get(userId) ?? []).flatMap((id) => nameOf.get(id) ?? []),
    );
  const link = fighterLink(outcome, undefined);
  const told = await insertNotices(
    tx,
    [...picks.keys()].map((userId) => ({
      userId,
      type: 'battle_closing',
      ...noticeOf(userId),
      link,
      dedupeKey: `battle_closing:${outcome.battle.id}`,
    })),
  );
  await mailOptedIn(deps, tx, told, noticeOf, link);
  const done = votes.length < limit;
  const last = votes.at(-1)?.id ?? run.afterVoteId;
  await advanceRun(tx, run.id, last, done, now);
  return { run: { ...run, afterVoteId: last }, done };
}
