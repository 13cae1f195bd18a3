import { battleStatusLabel } from '#domain/battle-status.ts';
import { formatMoney } from '#domain/format.ts';
import { markLeaders } from '#domain/leaders.ts';
import { prizeTypeLabel } from '#domain/prize-type.ts';
import type { BattleParticipant } from '#domain/schemas/battles.ts';
import { computeWinners } from '#domain/winners.ts';
import { BattleMovedError, getBattleDetail } from '../battles/service.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../http/app-error.ts';
import { weakEtag } from '../http/public-cache.ts';
import { storageFor } from '../media/storage.ts';
import type { OgCardData, OgFighter } from './card.ts';
import type { CachedImage } from './image-cache.ts';
import { photoDataUri } from './photos.ts';
import { renderOgPng } from './render.ts';

/** The cache key of a card: the identifier as asked, and the fighter's name in any case. */
export function ogImageKey(idOrSlug: string, username: string | null): string {
  return username === null ? `b:${idOrSlug}` : `f:${idOrSlug}\u0000${username.toLowerCase()}`;
}

/**
 * Reads the battle as any visitor sees it (pending battles are not found), picks the fighter by
 * name (any case) when given, loads the photos from our storage and renders the card.
 */
export async function renderBattleOgImage(
  deps: AppDeps,
  idOrSlug: string,
  username: string | null,
): Promise<CachedImage> {
  // A card asked for by a former slug (a link shared before a rename) shows the battle as it is.
  const battle = await getBattleDetail(deps, null, idOrSlug).catch((err: unknown) => {
    if (err instanceof BattleMovedError) return getBattleDetail(deps, null, err.current);
    throw err;
  });
  const storage = storageFor(deps.config);
  const leaderIds = new Set(
    computeWinners(battle.participants.map((p) => ({ id: p.userId, votesCount: p.votesCount }))),
  );
  const toFighter = async (p: BattleParticipant): Promise<OgFighter> => ({
    username: p.username,
    votesCount: p.votesCount,
    photo: await photoDataUri(storage, p.avatarUrl),
    isLeader: leaderIds.has(p.userId),
  });
  let fighter: OgFighter | null = null;
  if (username !== null) {
    const found = battle.participants.find((p) => p.username.toLowerCase() === username.toLowerCase());
    if (!found) throw appError('SHARE_FIGHTER_NOT_FOUND');
    fighter = await toFighter(found);
  }
  // Participants arrive by votes descending, so the first three are the card's leaders.
  const top = markLeaders(battle.participants.slice(0, 3).map((p) => ({ ...p, id: p.userId })));
  const data: OgCardData = {
    title: battle.title,
    prize: `${formatMoney(battle.prize.amount)} · ${prizeTypeLabel(battle.prize.type)}`,
    status: battleStatusLabel(battle.displayStatus),
    fighter,
    leaders: fighter ? [] : await Promise.all(top.map((p) => toFighter(p))),
  };
  const png = await renderOgPng(data);
  return { png, etag: weakEtag(png) };
}
