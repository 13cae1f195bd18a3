import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileStats as Stats } from '#domain/schemas/profiles.ts';
import { ownProfileFixture } from '#web/test-support/schema-fixtures.ts';
import { ProfileStats } from './profile-stats.tsx';

/** Every count different, so a value shown under the wrong label shows. */
const stats: Stats = {
  ...ownProfileFixture().stats,
  battlesJoined: 7,
  battlesWon: 3,
  votesReceived: 128,
  votesGiven: 42,
  battlesSupported: 9,
  championsBacked: 4,
  dayStreak: 6,
};

/** Each label of a stats list with the value shown above it. */
function valuesOf(list: HTMLElement): Record<string, string | undefined> {
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.parentElement?.querySelector('dd')?.textContent]),
  );
}

describe('profile statistics', () => {
  it("shows the fan's own: votes given, battles supported, champions backed, days in a row", () => {
    render(<ProfileStats stats={stats} />);
    expect(valuesOf(screen.getByLabelText('Como fã'))).toEqual({
      'Votos dados': '42',
      'Batalhas apoiadas': '9',
      'Campeões apoiados': '4',
      'Dias seguidos': '6',
    });
  });

  it("still shows the fighter's: battles, wins, votes received", () => {
    render(<ProfileStats stats={stats} />);
    expect(valuesOf(screen.getByLabelText('Como lutador'))).toEqual({
      Batalhas: '7',
      Vitórias: '3',
      'Votos recebidos': '128',
    });
  });
});
