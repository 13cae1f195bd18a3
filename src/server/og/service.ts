import { battleStatusLabel } from '#domain/battles/battle-status.ts';
import { computeWinners } from '#domain/battles/winners.ts';
import { prizeShortWords } from '#domain/money/prize-words.ts';
import { ogImagePath, type ShareImageFormat } from '#domain/pages/share-meta.ts';
import type { BattleParticipant } from '#domain/schemas/battles.ts';
import { findBattleFighter, getBattleDetail, resolveBattle } from '#server/battles/service.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { weakEtag } from '#server/http/public-cache.ts';
import { storageFor } from '#server/media/storage.ts';
import type { OgCardData, OgFighter } from './card.ts';
import type { CachedImage } from './image-cache.ts';
import { photoDataUri } from './photos.ts';
import type { OgRenderPool } from './render-pool.ts';

/** The card a URL names, once its battle and fighter are found. */
export interface OgCardTarget {
  battleId: string;
  /** The battle's slug, or its id when it has none: what the card's own URL carries. */
  canonical: string;
  fighter: { userId: string; username: string } | null;
}

/**
 * Finds the battle (as any visitor sees it: a pending battle is not found, whoever asks) by any
 * identifier the battle page takes, and the fighter by name in any letter case.
 */
export async function resolveOgCard(
  deps: AppDeps,
  identifier: string,
  username: string | null,
): Promise<OgCardTarget> {
  const found = await resolveBattle(deps.db, identifier);
  if (!found) throw appError('BATTLE_NOT_FOUND');
  const { row } = found;
  const fighter = username === null ? null : await findBattleFighter(deps.db, row.id, username);
  if (username !== null && !fighter) throw appError('SHARE_FIGHTER_NOT_FOUND');
  return { battleId: row.id, canonical: row.slug ?? row.id, fighter };
}

/** The card's one URL: the battle's slug (or id) and the fighter's name as it is spelt now. */
export function ogCardPath(target: OgCardTarget, format: ShareImageFormat = 'card'): string {
  return ogImagePath(target.canonical, target.fighter?.username, format);
}

/** The cache key: the drawing, the battle and the fighter found, whatever the URL's spelling. */
export function ogCardKey(target: OgCardTarget, format: ShareImageFormat = 'card'): string {
  const key = target.fighter ? `f:${target.battleId}:${target.fighter.userId}` : `b:${target.battleId}`;
  return format === 'story' ? `s:${key}` : key;
}

/** Place by votes, equal for equal counts: 10, 10, 7 are 1st, 1st and 3rd. */
function rankOf(votesCount: number, participants: readonly BattleParticipant[]): number {
  return 1 + participants.filter((p) => p.votesCount > votesCount).length;
}

/**
 * Reads the battle, loads the photos from our storage and has the pool draw the card (off the
 * event loop).
 */
export async function renderOgCard(
  deps: AppDeps,
  pool: OgRenderPool,
  target: OgCardTarget,
  format: ShareImageFormat = 'card',
): Promise<CachedImage> {
  const battle = await getBattleDetail(deps, null, target.battleId);
  const storage = storageFor(deps.config);
  const finished = battle.displayStatus === 'finished';
  // Leaders while it runs (the tie rule, docs/decisions/0002-tie-rule.md); its winners once over.
  const leaderIds = new Set(
    finished
      ? battle.winners
      : computeWinners(battle.participants.map((p) => ({ id: p.userId, votesCount: p.votesCount }))),
  );
  const toFighter = async (p: BattleParticipant): Promise<OgFighter> => ({
    username: p.username,
    votesCount: p.votesCount,
    photo: await photoDataUri(storage, p.avatarUrl),
    isLeader: leaderIds.has(p.userId),
    rank: rankOf(p.votesCount, battle.participants),
  });
  let fighter: OgFighter | null = null;
  if (target.fighter) {
    const userId = target.fighter.userId;
    const found = battle.participants.find((p) => p.userId === userId);
    if (!found) throw appError('SHARE_FIGHTER_NOT_FOUND');
    fighter = await toFighter(found);
  }
  // Participants arrive by votes descending, so the first three are the card's leaders.
  const top = battle.participants.slice(0, 3);
  const address = `${deps.config.PUBLIC_URL.replace(/^https?:\/\//, '')}/battle/${target.canonical}`;
  const data: OgCardData = {
    format,
    title: battle.title,
    prize: prizeShortWords(battle.prize, finished ? leaderIds.size : 0),
    status: battleStatusLabel(battle.displayStatus),
    fighter,
    leaders: fighter ? [] : await Promise.all(top.map((p) => toFighter(p))),
    championsCount: finished ? leaderIds.size : 0,
    finished,
    address,
  };
  const { png } = await pool.render(data);
  return { png, etag: weakEtag(png) };
}
