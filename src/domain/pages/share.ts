/** `native` is the phone's own share sheet (Web Share API): the app the fan picks is not known. */
export const shareSources = ['whatsapp', 'facebook', 'email', 'copy', 'native'] as const;
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

/** A finished battle's result: the texts tell it instead of asking for votes. */
export interface ShareResult {
  /** Usernames of the winners (several on a tie, none when nobody got a vote). */
  champions: string[];
}

/** 'ana', 'ana e bia', 'ana, bia e caio'. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

/**
 * 'Campeão: ana' / 'Campeões: ana e bia' (the tie rule: every fighter on the top count wins). With
 * `unnamed`, champions left out of a short list are counted: 'Campeões: ana, bia, caio e mais 2'.
 */
export function championsLabel(champions: readonly string[], unnamed = 0): string {
  const title = champions.length + unnamed > 1 ? 'Campeões' : 'Campeão';
  const names = unnamed > 0 ? `${champions.join(', ')} e mais ${unnamed}` : namesList(champions);
  return `${title}: ${names}`;
}

function resultText(title: string, result: ShareResult, fighter?: SharedFighter): string {
  const { champions } = result;
  if (fighter) {
    const won = champions.some((c) => c.toLowerCase() === fighter.username.toLowerCase());
    if (won) {
      return fighter.isSelf
        ? `Venci a batalha "${title}" na Yod Arena! Obrigado pelos votos!`
        : `${fighter.username} venceu a batalha "${title}" na Yod Arena!`;
    }
    const who = fighter.isSelf ? 'Participei' : `${fighter.username} participou`;
    return champions.length > 0
      ? `${who} da batalha "${title}" na Yod Arena. ${championsLabel(champions)}. Veja o resultado!`
      : `${who} da batalha "${title}" na Yod Arena. Veja o resultado!`;
  }
  return champions.length > 0
    ? `Batalha "${title}" encerrada na Yod Arena. ${championsLabel(champions)}! Veja o resultado.`
    : `Batalha "${title}" encerrada na Yod Arena, sem votos: não há vencedor.`;
}

/**
 * The text placed before the link in WhatsApp, e-mail and the phone's share sheet: an invitation
 * to vote, or, once the battle is finished (`result`), its result.
 */
export function shareText(title: string, fighter?: SharedFighter, result?: ShareResult): string {
  if (result) return resultText(title, result, fighter);
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
  result?: ShareResult,
): ShareTargets {
  const text = shareText(title, fighter, result);
  const url = (source: ShareSource) => shareUrl(origin, slugOrId, source, fighter?.username);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url('whatsapp')}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url('facebook'))}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${url('email')}`)}`,
    copy: url('copy'),
  };
}

/** What `navigator.share` is given: the text and the link tagged `utm_source=native`. */
export interface NativeShareData {
  title: string;
  text: string;
  url: string;
}

export function nativeShareData(
  origin: string,
  slugOrId: string,
  title: string,
  fighter?: SharedFighter,
  result?: ShareResult,
): NativeShareData {
  return {
    title: `${title} | Yod Arena`,
    text: shareText(title, fighter, result),
    url: shareUrl(origin, slugOrId, 'native', fighter?.username),
  };
}
