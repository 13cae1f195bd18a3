import { type BattleStatus, battleStatusLabel } from './battle-status.ts';
import { formatMoney } from './format.ts';
import { votesLabel } from './format-number.ts';
import { FIGHTER_PARAM } from './share.ts';

/** The generated preview cards (server og/ routes) are this size. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** `/og/battle/{slug}.png`, or `/og/battle/{slug}/{username}.png` for a fighter's card. */
export function ogImagePath(slugOrId: string, username?: string): string {
  const battle = encodeURIComponent(slugOrId);
  return username ? `/og/battle/${battle}/${encodeURIComponent(username)}.png` : `/og/battle/${battle}.png`;
}

export interface ShareMetaInput {
  /** The public origin (PUBLIC_URL): previews need absolute URLs. */
  origin: string;
  battle: {
    id: string;
    slug: string | null;
    title: string;
    prizeAmount: number;
    prizeDescription: string | null;
    displayStatus: BattleStatus;
  };
  /** The fighter of a `?lutador=` link, with their current total. */
  fighter?: { username: string; votesCount: number } | null;
}

/** What the page puts in <head> for link previews (og:*, twitter:*, <title>). */
export interface ShareMeta {
  title: string;
  description: string;
  /** Canonical page URL (the fighter's link keeps `?lutador=`; UTM parameters are dropped). */
  url: string;
  image: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
}

/**
 * Preview metadata of a battle page, naming the fighter when the link is a fighter's own
 * (`/battle/{slug}?lutador={username}`): its title, description, canonical URL and the generated
 * card image (the fighter's photo and votes, or the battle's leaders).
 */
export function battleShareMeta({ origin, battle, fighter }: ShareMetaInput): ShareMeta {
  const base = origin.replace(/\/+$/, '');
  const slugOrId = battle.slug ?? battle.id;
  const prize = battle.prizeDescription
    ? `${formatMoney(battle.prizeAmount)} (${battle.prizeDescription})`
    : formatMoney(battle.prizeAmount);
  const page = `${base}/battle/${encodeURIComponent(slugOrId)}`;
  if (fighter) {
    const name = fighter.username;
    return {
      title: `Vote em ${name} · ${battle.title} | Yod Arena`,
      description: `${name} está na batalha "${battle.title}" com ${votesLabel(fighter.votesCount)}. Prêmio: ${prize}. Vote em ${name} na Yod Arena!`,
      url: `${page}?${new URLSearchParams({ [FIGHTER_PARAM]: name }).toString()}`,
      image: `${base}${ogImagePath(slugOrId, name)}`,
      imageAlt: `${name} na batalha ${battle.title}, Yod Arena`,
      imageWidth: OG_IMAGE_WIDTH,
      imageHeight: OG_IMAGE_HEIGHT,
    };
  }
  return {
    title: `${battle.title} | Yod Arena`,
    description: `Prêmio: ${prize} · ${battleStatusLabel(battle.displayStatus)}. Vote no seu lutador favorito na Yod Arena!`,
    url: page,
    image: `${base}${ogImagePath(slugOrId)}`,
    imageAlt: `Batalha ${battle.title}, Yod Arena`,
    imageWidth: OG_IMAGE_WIDTH,
    imageHeight: OG_IMAGE_HEIGHT,
  };
}
