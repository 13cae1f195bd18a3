import { type BattleStatus, battleStatusLabel } from '#domain/battles/battle-status.ts';
import { prizeInWords } from '#domain/money/prize-words.ts';
import { votesLabel } from '#domain/text/format-number.ts';
import { championsLabel, FIGHTER_PARAM } from './share.ts';

/** The generated preview cards (server og/ routes) are this size. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The Stories image (Instagram, WhatsApp status): 9:16, as phones show them full screen. */
export const STORY_IMAGE_WIDTH = 1080;
export const STORY_IMAGE_HEIGHT = 1920;

/** The two drawings of a battle or fighter: the link preview card and the Stories image. */
export type ShareImageFormat = 'card' | 'story';

/**
 * `/og/battle/{slug}.png`, or `/og/battle/{slug}/{username}.png` for a fighter's card; the
 * Stories image is the same under `/og/story/battle/…`.
 */
export function ogImagePath(slugOrId: string, username?: string, format: ShareImageFormat = 'card'): string {
  const root = format === 'story' ? '/og/story/battle' : '/og/battle';
  const battle = encodeURIComponent(slugOrId);
  return username ? `${root}/${battle}/${encodeURIComponent(username)}.png` : `${root}/${battle}.png`;
}

/** `/og/story/battle/{slug}[/{username}].png`. */
export function storyImagePath(slugOrId: string, username?: string): string {
  return ogImagePath(slugOrId, username, 'story');
}

export interface ShareMetaInput {
  /** The public origin (PUBLIC_URL): previews need absolute URLs. */
  origin: string;
  battle: {
    id: string;
    slug: string | null;
    title: string;
    prizeAmount: number;
    /** 'PIX' when absent. */
    prizeType?: string;
    prizeDescription: string | null;
    displayStatus: BattleStatus;
    /** A finished battle's winners (usernames): the preview tells the result. */
    champions?: readonly string[];
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
  const finished = battle.displayStatus === 'finished';
  const champions = battle.champions ?? [];
  const words = prizeInWords(
    { amount: battle.prizeAmount, type: battle.prizeType ?? 'PIX' },
    finished ? champions.length : 0,
  );
  const prize = battle.prizeDescription ? `${words} (${battle.prizeDescription})` : words;
  const page = `${base}/battle/${encodeURIComponent(slugOrId)}`;
  if (fighter && finished) {
    const name = fighter.username;
    const won = champions.some((c) => c.toLowerCase() === name.toLowerCase());
    const outcome = won
      ? `${name} venceu a batalha "${battle.title}" com ${votesLabel(fighter.votesCount)}. ${prize}.`
      : `${name} terminou a batalha "${battle.title}" com ${votesLabel(fighter.votesCount)}.${champions.length > 0 ? ` ${championsLabel(champions)}.` : ''}`;
    return {
      title: `${won ? `${championsLabel([name])}` : name} · ${battle.title} | Yod Arena`,
      description: `${outcome} Veja o resultado na Yod Arena!`,
      url: `${page}?${new URLSearchParams({ [FIGHTER_PARAM]: name }).toString()}`,
      image: `${base}${ogImagePath(slugOrId, name)}`,
      imageAlt: `${name} na batalha ${battle.title}, Yod Arena`,
      imageWidth: OG_IMAGE_WIDTH,
      imageHeight: OG_IMAGE_HEIGHT,
    };
  }
  if (fighter) {
    const name = fighter.username;
    return {
      title: `Vote em ${name} · ${battle.title} | Yod Arena`,
      description: `${name} está na batalha "${battle.title}" com ${votesLabel(fighter.votesCount)}. ${prize}. Vote em ${name} na Yod Arena!`,
      url: `${page}?${new URLSearchParams({ [FIGHTER_PARAM]: name }).toString()}`,
      image: `${base}${ogImagePath(slugOrId, name)}`,
      imageAlt: `${name} na batalha ${battle.title}, Yod Arena`,
      imageWidth: OG_IMAGE_WIDTH,
      imageHeight: OG_IMAGE_HEIGHT,
    };
  }
  const call = finished
    ? champions.length > 0
      ? `${championsLabel(champions)}. Veja o resultado na Yod Arena!`
      : 'Encerrada sem votos: não há vencedor. Veja o resultado na Yod Arena!'
    : 'Vote no seu lutador favorito na Yod Arena!';
  return {
    title: `${battle.title} | Yod Arena`,
    description: `${prize} · ${battleStatusLabel(battle.displayStatus)}. ${call}`,
    url: page,
    image: `${base}${ogImagePath(slugOrId)}`,
    imageAlt: `Batalha ${battle.title}, Yod Arena`,
    imageWidth: OG_IMAGE_WIDTH,
    imageHeight: OG_IMAGE_HEIGHT,
  };
}
