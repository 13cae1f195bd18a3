/**
 * The Open Graph card as a satori element tree (plain objects, no JSX: the server is built
 * without it). Pure: data in, tree out; og/render.ts turns it into a PNG.
 */

import { initials } from '#domain/accounts/initials.ts';
import { championsLabel } from '#domain/pages/share.ts';
import type { ShareImageFormat } from '#domain/pages/share-meta.ts';
import { votesLabel } from '#domain/text/format-number.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export type Style = Record<string, string | number>;
export interface OgElement {
  type: string;
  props: { style?: Style; children?: OgChild | OgChild[]; src?: string; width?: number; height?: number };
}
type OgChild = OgElement | string | null;

export interface OgFighter {
  username: string;
  votesCount: number;
  /** A data: URI of the fighter's photo, or null for the initials. */
  photo: string | null;
  /** Holds the top count: the leader of a running battle, a winner of a finished one. */
  isLeader: boolean;
  /** Place by votes, equal for equal counts (1, 1, 3). */
  rank: number;
}

export interface OgCardData {
  /** The link preview card (1200x630) or the Stories image (1080x1920, og/story.ts). */
  format: ShareImageFormat;
  title: string;
  /** 'R$ 500,00 via PIX ao mais votado' (prizeShortWords) */
  prize: string;
  /** 'Em Andamento' */
  status: string;
  /** The fighter the card is about (the fighter's share link), or null for the battle's card. */
  fighter: OgFighter | null;
  /** Up to 3 leading fighters, for the battle's card; a finished battle's are its winners. */
  leaders: OgFighter[];
  /** A finished battle's winners, all of them (a tie may crown more than the three pictured). */
  championsCount: number;
  /** The battle is over: the card tells its result ('Campeão: …') instead of asking for votes. */
  finished: boolean;
  /** The battle page's address without its scheme, printed where a link cannot be tapped. */
  address: string;
}

export const AMBER = '#fbbf24';
export const RED = '#dc2626';
export const INK = '#09090b';
export const PANEL = '#18181b';
export const LINE = '#3f3f46';
export const MUTED = '#d4d4d8';

export function el(type: string, style: Style, ...children: OgChild[]): OgElement {
  return { type, props: { style: { display: 'flex', ...style }, children } };
}

export function img(src: string, size: number, style: Style = {}): OgElement {
  // Satori needs the intrinsic size as attributes; the style may stretch it to its frame.
  return {
    type: 'img',
    props: { src, width: size, height: size, style: { width: size, height: size, ...style } },
  };
}

/** Long one-word names must not push the card apart: cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

export const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#09090b"/><path d="M14 50 50 14M14 14l36 36" stroke="#fbbf24" stroke-width="7" stroke-linecap="round"/><circle cx="32" cy="32" r="7" fill="#dc2626"/></svg>',
).toString('base64')}`;

/** The fighter's photo, or their initials on the brand gradient. */
export function avatar(fighter: OgFighter, size: number, radius: number, ring: string): OgElement {
  const frame: Style = {
    width: size,
    height: size,
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: radius,
    border: `6px solid ${ring}`,
    overflow: 'hidden',
  };
  if (fighter.photo) {
    return el('div', frame, img(fighter.photo, size, { width: '100%', height: '100%', objectFit: 'cover' }));
  }
  return el(
    'div',
    {
      ...frame,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundImage: `linear-gradient(135deg, ${RED}, ${AMBER})`,
      color: INK,
      fontSize: Math.round(size * 0.36),
      fontWeight: 800,
    },
    initials(fighter.username, 2),
  );
}

export function header(status: string): OgElement {
  return el(
    'div',
    { justifyContent: 'space-between', alignItems: 'center', width: '100%' },
    el(
      'div',
      { alignItems: 'center', gap: 18 },
      img(LOGO, 60),
      el('div', { fontSize: 30, fontWeight: 800, letterSpacing: 6, color: '#fafafa' }, 'YOD ARENA'),
    ),
    el(
      'div',
      {
        padding: '10px 22px',
        borderRadius: 999,
        border: `2px solid ${AMBER}`,
        color: AMBER,
        fontSize: 22,
        fontWeight: 700,
        letterSpacing: 2,
      },
      status.toUpperCase(),
    ),
  );
}

function footer(prize: string, call: string): OgElement {
  return el(
    'div',
    { justifyContent: 'space-between', alignItems: 'center', width: '100%' },
    el(
      'div',
      { alignItems: 'baseline', gap: 14, fontSize: 32, color: '#fafafa', fontWeight: 700 },
      el('div', { color: AMBER, fontSize: 24, letterSpacing: 3 }, 'PRÊMIO'),
      prize,
    ),
    el(
      'div',
      {
        padding: '16px 30px',
        borderRadius: 18,
        backgroundColor: AMBER,
        color: INK,
        fontSize: 28,
        fontWeight: 800,
      },
      call,
    ),
  );
}

/** Font size that keeps a name on one line of the column. */
function nameSize(name: string): number {
  const n = [...name].length;
  return n <= 12 ? 76 : n <= 18 ? 62 : n <= 24 ? 50 : 42;
}

/** Above a fighter's name: the call to vote, or their place once the battle is over. */
export function fighterLabel(data: OgCardData, fighter: OgFighter): string {
  if (data.finished) return fighter.isLeader ? 'CAMPEÃO' : `${fighter.rank}º LUGAR`;
  return fighter.isLeader ? 'VOTE EM · LIDERANDO' : 'VOTE EM';
}

/** The button-like call at the bottom of a card. */
export function callToAction(data: OgCardData): string {
  if (data.finished) return 'Ver resultado';
  return data.fighter ? 'Vote agora!' : 'Vote na Yod Arena';
}

/**
 * 'Campeão: ana' / 'Campeões: ana e bia' on a finished battle's card, clipped to fit; champions
 * beyond the pictured ones are counted at the end ('… e mais 2'), which the clipping never cuts.
 */
export function championsLine(pictured: readonly OgFighter[], total: number, max: number): string {
  if (pictured.length === 0) return 'Encerrada sem votos: não há vencedor';
  const names = pictured.map((f) => f.username);
  const unnamed = Math.max(0, total - pictured.length);
  if (unnamed === 0) return clip(championsLabel(names), max);
  const tail = ` e mais ${unnamed}`;
  const head = championsLabel(names, unnamed).slice(0, -tail.length);
  // A cut right after a comma would read 'Superbon,… e mais 2'.
  return `${clip(head, max - tail.length).replace(/[\s,]+…$/, '…')}${tail}`;
}

function fighterBody(data: OgCardData, fighter: OgFighter): OgElement {
  const name = clip(fighter.username, 28);
  return el(
    'div',
    { alignItems: 'center', gap: 48, width: '100%' },
    avatar(fighter, 300, 40, AMBER),
    el(
      'div',
      { flexDirection: 'column', gap: 10, flex: 1, minWidth: 0 },
      el(
        'div',
        { color: AMBER, fontSize: 26, fontWeight: 700, letterSpacing: 4 },
        fighterLabel(data, fighter),
      ),
      el('div', { color: '#fafafa', fontSize: nameSize(name), fontWeight: 800, lineHeight: 1.05 }, name),
      el('div', { color: AMBER, fontSize: 40, fontWeight: 800 }, votesLabel(fighter.votesCount)),
      el(
        'div',
        { color: MUTED, fontSize: 30, fontWeight: 400, marginTop: 12, lineHeight: 1.25 },
        clip(data.title, 70),
      ),
    ),
  );
}

function leaderTile(fighter: OgFighter): OgElement {
  return el(
    'div',
    {
      flexDirection: 'column',
      alignItems: 'center',
      gap: 12,
      width: 300,
      padding: '22px 16px',
      borderRadius: 28,
      backgroundColor: PANEL,
      border: `3px solid ${fighter.isLeader ? AMBER : LINE}`,
    },
    avatar(fighter, 132, 66, fighter.isLeader ? AMBER : LINE),
    el('div', { color: '#fafafa', fontSize: 28, fontWeight: 800 }, clip(fighter.username, 16)),
    el(
      'div',
      { color: AMBER, fontSize: 24, fontWeight: 700 },
      fighter.isLeader ? `${votesLabel(fighter.votesCount)} · líder` : votesLabel(fighter.votesCount),
    ),
  );
}

/** A finished battle: the winners' photos side by side and 'Campeão: …' with their votes. */
function resultRow(data: OgCardData): OgElement {
  const champions = data.leaders.filter((f) => f.isLeader).slice(0, 3);
  return el(
    'div',
    { alignItems: 'center', gap: 36, width: '100%' },
    champions.length > 0
      ? el(
          'div',
          { gap: 16 },
          ...champions.map((f) => avatar(f, champions.length === 1 ? 220 : 150, 36, AMBER)),
        )
      : null,
    el(
      'div',
      { flexDirection: 'column', gap: 10, flex: 1, minWidth: 0 },
      el('div', { color: AMBER, fontSize: 26, fontWeight: 700, letterSpacing: 4 }, 'RESULTADO FINAL'),
      el(
        'div',
        { color: '#fafafa', fontSize: champions.length > 1 ? 44 : 56, fontWeight: 800, lineHeight: 1.1 },
        championsLine(champions, data.championsCount, 40),
      ),
      champions[0]
        ? el('div', { color: AMBER, fontSize: 34, fontWeight: 800 }, votesLabel(champions[0].votesCount))
        : null,
    ),
  );
}

function battleBody(data: OgCardData): OgElement {
  const title = clip(data.title, 80);
  return el(
    'div',
    { flexDirection: 'column', gap: 26, width: '100%' },
    el(
      'div',
      { color: '#fafafa', fontSize: title.length > 40 ? 48 : 58, fontWeight: 800, lineHeight: 1.1 },
      title,
    ),
    data.finished
      ? resultRow(data)
      : data.leaders.length > 0
        ? el('div', { gap: 28 }, ...data.leaders.slice(0, 3).map(leaderTile))
        : el(
            'div',
            { color: MUTED, fontSize: 34 },
            'Inscrições abertas: entre na batalha e chame sua torcida!',
          ),
  );
}

/** The whole 1200x630 card: dark, amber accents, the brand mark, the battle and the fighter. */
export function ogCard(data: OgCardData): OgElement {
  return el(
    'div',
    {
      // The canvas is OG_WIDTH x OG_HEIGHT (render.ts); the padding sits inside it.
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '48px 60px',
      fontFamily: 'Inter',
      backgroundColor: INK,
      backgroundImage: `radial-gradient(circle at 85% 10%, rgba(251, 191, 36, 0.22), transparent 45%), radial-gradient(circle at 0% 100%, rgba(220, 38, 38, 0.28), transparent 50%)`,
      borderBottom: `10px solid ${AMBER}`,
    },
    header(data.status),
    data.fighter ? fighterBody(data, data.fighter) : battleBody(data),
    footer(data.prize, callToAction(data)),
  );
}
