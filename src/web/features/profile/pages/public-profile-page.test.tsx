import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeAchievements, computeFanAchievements } from '#domain/battles/achievements.ts';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { publicProfileResponseSchema, recentProfilesResponseSchema } from '#domain/schemas/profiles.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { publicProfileFixture } from '#web/test-support/schema-fixtures.ts';
import PublicProfilePage from './public-profile-page.tsx';

const fan = { votesGiven: 42, battlesSupported: 9, championsBacked: 4, bestDayStreak: 8 };

/** A fighter who is a fan too: the server's achievements for these counts, fighter's then fan's. */
const profile = publicProfileFixture({
  username: 'NongO',
  stats: {
    battlesJoined: 7,
    battlesWon: 3,
    votesReceived: 128,
    votesGiven: fan.votesGiven,
    battlesSupported: fan.battlesSupported,
    championsBacked: fan.championsBacked,
    dayStreak: 6,
  },
  achievements: [
    ...computeAchievements({
      battlesJoined: 7,
      finishedBattlesInOrder: [{ won: true }, { won: true }, { won: false }, { won: true }],
    }),
    ...computeFanAchievements(fan),
  ],
});

/** The number shown for one statistic of a stats list. */
const statValue = (list: HTMLElement, key: string) =>
  within(within(list).getByTestId(`stat-${key}`)).getByRole('definition').textContent;

function openPage() {
  stubApi({
    'GET /api/me': () => reply(meResponseSchema, { user: null }),
    'GET /api/profiles/NongO': () => reply(publicProfileResponseSchema, { profile }),
    'GET /api/recent-profiles': () => reply(recentProfilesResponseSchema, { profiles: [] }),
  });
  return renderInApp(<PublicProfilePage />, { path: '/u/:username', url: '/u/NongO' });
}

describe("a fighter's public page", () => {
  it('shows her statistics as a fan beside those as a fighter', async () => {
    openPage();
    const asFan = await screen.findByLabelText('Como fã');
    expect(statValue(asFan, 'votesGiven')).toBe('42');
    expect(statValue(asFan, 'battlesSupported')).toBe('9');
    expect(statValue(asFan, 'championsBacked')).toBe('4');
    expect(statValue(asFan, 'dayStreak')).toBe('6');
    const asFighter = screen.getByLabelText('Como lutador');
    expect(statValue(asFighter, 'battlesJoined')).toBe('7');
    expect(statValue(asFighter, 'battlesWon')).toBe('3');
    expect(statValue(asFighter, 'votesReceived')).toBe('128');
  });

  it("shows the fans' badges after the fighters', unlocked or with their progress", async () => {
    openPage();
    const grid = (await screen.findByText('Primeiro voto')).closest('ul');
    const items = within(grid!).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    // Each badge reads its title, then whether it is unlocked (for screen readers), then the rest.
    expect(items.slice(-6).map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Primeiro voto \(desbloqueada\)/),
      expect.stringMatching(/^50 votos \(bloqueada\)/),
      expect.stringMatching(/^Torcida fiel \(bloqueada\)/),
      expect.stringMatching(/^Faro de campeão \(desbloqueada\)/),
      expect.stringMatching(/^Olho de campeão \(bloqueada\)/),
      expect.stringMatching(/^7 dias seguidos \(desbloqueada\)/),
    ]);
    const olho = screen.getByText('Olho de campeão').closest('li');
    expect(olho?.textContent).toContain('Progresso: 4/5');
    expect(screen.getByText('Torcida fiel').closest('li')?.textContent).toContain('Progresso: 9/10');
  });
});
