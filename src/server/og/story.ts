/**
 * The Stories image (Instagram, WhatsApp status): 1080x1920, the same look as the link card
 * (og/card.ts) stacked for a phone held upright. The top and bottom ~250 px stay free of anything
 * that matters: the apps draw their own bars there. A link cannot be tapped in a story, so the
 * battle's address is printed above the bottom bar. Pure: data in, tree out.
 */
import { votesLabel } from '#domain/text/format-number.ts';
import {
  AMBER,
  avatar,
  callToAction,
  championsLine,
  clip,
  el,
  fighterLabel,
  header,
  INK,
  LINE,
  MUTED,
  type OgCardData,
  type OgElement,
  type OgFighter,
  PANEL,
  RED,
} from './card.ts';

/** Font size that keeps a name on one line of the 920 px column. */
function nameSize(name: string): number {
  const n = [...name].length;
  return n <= 12 ? 110 : n <= 18 ? 84 : n <= 24 ? 66 : 54;
}

function titleBlock(title: string, size: number): OgElement {
  const text = clip(title, 80);
  return el(
    'div',
    {
      color: MUTED,
      fontSize: text.length > 40 ? Math.round(size * 0.8) : size,
      fontWeight: 700,
      lineHeight: 1.2,
      textAlign: 'center',
      justifyContent: 'center',
      width: '100%',
    },
    text,
  );
}

/** One fighter, large: photo, their place or the call to vote, name and votes. */
function fighterBody(data: OgCardData, fighter: OgFighter): OgElement {
  const name = clip(fighter.username, 28);
  return el(
    'div',
    { flexDirection: 'column', alignItems: 'center', gap: 28, width: '100%' },
    avatar(fighter, 520, 72, AMBER),
    el(
      'div',
      { color: AMBER, fontSize: 40, fontWeight: 700, letterSpacing: 6, marginTop: 12 },
      fighterLabel(data, fighter),
    ),
    el('div', { color: '#fafafa', fontSize: nameSize(name), fontWeight: 800, lineHeight: 1.05 }, name),
    el('div', { color: AMBER, fontSize: 60, fontWeight: 800 }, votesLabel(fighter.votesCount)),
    titleBlock(data.title, 48),
  );
}

function leaderRow(fighter: OgFighter): OgElement {
  return el(
    'div',
    {
      alignItems: 'center',
      gap: 32,
      width: '100%',
      padding: '24px 32px',
      borderRadius: 36,
      backgroundColor: PANEL,
      border: `4px solid ${fighter.isLeader ? AMBER : LINE}`,
    },
    avatar(fighter, 150, 75, fighter.isLeader ? AMBER : LINE),
    el(
      'div',
      { flexDirection: 'column', gap: 6, flex: 1, minWidth: 0 },
      el('div', { color: '#fafafa', fontSize: 50, fontWeight: 800 }, clip(fighter.username, 18)),
      el(
        'div',
        { color: AMBER, fontSize: 38, fontWeight: 700 },
        fighter.isLeader ? `${votesLabel(fighter.votesCount)} · líder` : votesLabel(fighter.votesCount),
      ),
    ),
  );
}

/** A running battle: its title and up to three fighters, leaders first. */
function battleBody(data: OgCardData): OgElement {
  const title = clip(data.title, 80);
  return el(
    'div',
    { flexDirection: 'column', alignItems: 'center', gap: 44, width: '100%' },
    el(
      'div',
      {
        color: '#fafafa',
        fontSize: title.length > 40 ? 76 : 96,
        fontWeight: 800,
        lineHeight: 1.1,
        textAlign: 'center',
        justifyContent: 'center',
        width: '100%',
      },
      title,
    ),
    data.leaders.length > 0
      ? el(
          'div',
          { flexDirection: 'column', gap: 28, width: '100%' },
          ...data.leaders.slice(0, 3).map(leaderRow),
        )
      : el(
          'div',
          { color: MUTED, fontSize: 50, textAlign: 'center', lineHeight: 1.3 },
          'Inscrições abertas: entre na batalha e chame sua torcida!',
        ),
  );
}

/** A finished battle: the winners' photos and 'Campeão: …'. */
function resultBody(data: OgCardData): OgElement {
  const champions = data.leaders.filter((f) => f.isLeader).slice(0, 3);
  const size = champions.length === 1 ? 480 : champions.length === 2 ? 380 : 270;
  return el(
    'div',
    { flexDirection: 'column', alignItems: 'center', gap: 36, width: '100%' },
    titleBlock(data.title, 60),
    el('div', { color: AMBER, fontSize: 44, fontWeight: 700, letterSpacing: 8 }, 'RESULTADO FINAL'),
    champions.length > 0
      ? el('div', { gap: 24, justifyContent: 'center' }, ...champions.map((f) => avatar(f, size, 64, AMBER)))
      : null,
    el(
      'div',
      {
        color: '#fafafa',
        fontSize: champions.length > 1 ? 70 : 84,
        fontWeight: 800,
        lineHeight: 1.1,
        textAlign: 'center',
        justifyContent: 'center',
        width: '100%',
      },
      championsLine(champions, data.championsCount, 44),
    ),
    champions[0]
      ? el('div', { color: AMBER, fontSize: 60, fontWeight: 800 }, votesLabel(champions[0].votesCount))
      : null,
  );
}

function footer(data: OgCardData): OgElement {
  return el(
    'div',
    { flexDirection: 'column', alignItems: 'center', gap: 28, width: '100%' },
    el(
      'div',
      { alignItems: 'baseline', gap: 18, fontSize: 50, color: '#fafafa', fontWeight: 700 },
      el('div', { color: AMBER, fontSize: 36, letterSpacing: 4 }, 'PRÊMIO'),
      data.prize,
    ),
    el(
      'div',
      {
        padding: '28px 64px',
        borderRadius: 28,
        backgroundColor: AMBER,
        color: INK,
        fontSize: 54,
        fontWeight: 800,
      },
      callToAction(data),
    ),
    el('div', { color: MUTED, fontSize: 34, fontWeight: 400 }, clip(data.address, 52)),
  );
}

export function storyCard(data: OgCardData): OgElement {
  const body = data.fighter
    ? fighterBody(data, data.fighter)
    : data.finished
      ? resultBody(data)
      : battleBody(data);
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      alignItems: 'center',
      // Clear of the apps' own bars at the top and bottom of a story.
      padding: '200px 80px 220px',
      fontFamily: 'Inter',
      backgroundColor: INK,
      backgroundImage: `radial-gradient(circle at 90% 8%, rgba(251, 191, 36, 0.24), transparent 40%), radial-gradient(circle at 0% 100%, rgba(220, 38, 38, 0.32), transparent 45%)`,
      borderBottom: `16px solid ${AMBER}`,
      borderTop: `16px solid ${RED}`,
    },
    header(data.status),
    body,
    footer(data),
  );
}
