export const shareSources = ['whatsapp', 'facebook', 'email', 'copy'] as const;
export type ShareSource = (typeof shareSources)[number];

/** The query parameter of a fighter's own link: the battle page scrolls to and highlights them. */
export const FIGHTER_PARAM = 'lutador';

/**
 * `${origin}/battle/${slugOrId}?utm_source=…&utm_medium=share&utm_campaign=votacao`; with `fighter`
 * (a username) the fighter's link, `?lutador={username}&utm_source=…`, with the same UTM rules.
 */
export function shareUrl(origin: string, slugOrId: string, source: ShareSource, fighter?: string): string {
  const base = origin.replace(/\/+$/, '');
  const query = new URLSearchParams(fighter ? { [FIGHTER_PARAM]: fighter } : {});
  query.set('utm_source', source);
  query.set('utm_medium', 'share');
  query.set('utm_campaign', 'votacao');
  return `${base}/battle/${encodeURIComponent(slugOrId)}?${query.toString()}`;
}

export interface ShareTargets {
  whatsapp: string;
  facebook: string;
  email: string;
  /** The plain link for the clipboard. */
  copy: string;
}

/** Whose link is shared: a fighter's, by the fighter themself ('Compartilhar meu link') or a fan. */
export interface SharedFighter {
  username: string;
  isSelf: boolean;
}

/** The invitation text placed before the link in WhatsApp and e-mail. */
export function shareText(title: string, fighter?: SharedFighter): string {
  if (!fighter) return `Vote na batalha "${title}" na Yod Arena!`;
  if (fighter.isSelf) return `Vote em mim (${fighter.username}) na batalha "${title}" na Yod Arena!`;
  return `Vote em ${fighter.username} na batalha "${title}" na Yod Arena!`;
}

/**
 * Every share link for one battle. Each target carries its own utm_source, so it takes the origin
 * and identifier rather than one finished URL.
 */
export function shareTargets(
  origin: string,
  slugOrId: string,
  title: string,
  fighter?: SharedFighter,
): ShareTargets {
  const text = shareText(title, fighter);
  const url = (source: ShareSource) => shareUrl(origin, slugOrId, source, fighter?.username);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url('whatsapp')}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url('facebook'))}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url('email')}`)}`,
    copy: url('copy'),
  };
}
