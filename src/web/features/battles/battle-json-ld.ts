import type { BattleDetail } from '#domain/schemas/battles.ts';
import { battlePath } from './display-status.ts';

/**
 * schema.org data of a battle page: a virtual sports event with its fighters, so search engines
 * and link previews read what the page shows. Built from the loader's answer, like the page.
 */
export function battleJsonLd(battle: BattleDetail, origin: string): Record<string, unknown> {
  const url = `${origin}${battlePath(battle)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: battle.title,
    description: battle.description ?? undefined,
    sport: 'Muaythai',
    url,
    startDate: battle.startTime ?? battle.createdAt,
    endDate: battle.endTime,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: 'Yod Arena', url: `${origin}/` },
    competitor: battle.participants.map((p) => ({ '@type': 'Person', name: p.username })),
  };
}
