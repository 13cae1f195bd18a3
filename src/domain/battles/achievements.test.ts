import { describe, expect, it } from 'vitest';
import { computeAchievements, computeFanAchievements, countWins, longestWinStreak } from './achievements.ts';

const W = { won: true };
const L = { won: false };

describe('longestWinStreak', () => {
  it('finds the longest consecutive run of wins', () => {
    expect(longestWinStreak([])).toBe(0);
    expect(longestWinStreak([L, L])).toBe(0);
    expect(longestWinStreak([W, L, W, W, L, W])).toBe(2);
    expect(longestWinStreak([W, W, W])).toBe(3);
    expect(countWins([W, L, W])).toBe(2);
  });
});

describe('computeAchievements', () => {
  it('lists the six badges in order, only beta unlocked for a new account', () => {
    const list = computeAchievements({
      joinedAt: '2025-01-01',
      battlesJoined: 0,
      finishedBattlesInOrder: [],
    });
    expect(list.map((a) => a.title)).toEqual([
      'Membro Beta',
      '5 Batalhas',
      'Vencedor de Batalha',
      '10 Batalhas',
      'Sequência de 2 Vitórias',
      'Sequência de 10 Vitórias',
    ]);
    expect(list.map((a) => a.unlocked)).toEqual([true, false, false, false, false, false]);
    for (const a of list) expect(a.description).not.toBe('');
  });

  it('unlocks by battles joined, wins and streaks', () => {
    const list = computeAchievements({ battlesJoined: 7, finishedBattlesInOrder: [W, L, W, W] });
    const unlocked = Object.fromEntries(list.map((a) => [a.id, a.unlocked]));
    expect(unlocked).toEqual({
      beta_member: true,
      battles_5: true,
      battle_winner: true,
      battles_10: false,
      win_streak_2: true,
      win_streak_10: false,
    });
  });

  it('needs consecutive wins for streak badges', () => {
    const list = computeAchievements({ battlesJoined: 12, finishedBattlesInOrder: [W, L, W, L, W] });
    expect(list.find((a) => a.id === 'win_streak_2')?.unlocked).toBe(false);
    expect(list.find((a) => a.id === 'battles_10')?.unlocked).toBe(true);
  });

  it('reports capped progress', () => {
    const list = computeAchievements({ battlesJoined: 3, finishedBattlesInOrder: Array(12).fill(W) });
    expect(list.find((a) => a.id === 'battles_5')?.progress).toEqual({ current: 3, target: 5 });
    expect(list.find((a) => a.id === 'win_streak_10')).toMatchObject({
      unlocked: true,
      progress: { current: 10, target: 10 },
    });
  });
});

describe('computeFanAchievements', () => {
  it('unlocks the fans’ badges from votes given, battles supported, champions backed and days in a row', () => {
    const none = computeFanAchievements({
      votesGiven: 0,
      battlesSupported: 0,
      championsBacked: 0,
      bestDayStreak: 0,
    });
    expect(none).toHaveLength(6);
    expect(none.every((a) => !a.unlocked)).toBe(true);
    const fan = computeFanAchievements({
      votesGiven: 51,
      battlesSupported: 3,
      championsBacked: 1,
      bestDayStreak: 7,
    });
    const unlocked = fan.filter((a) => a.unlocked).map((a) => a.id);
    expect(unlocked).toEqual(['first_vote', 'votes_50', 'champion_backer', 'vote_days_7']);
    expect(fan.find((a) => a.id === 'supporter_10')?.progress).toEqual({ current: 3, target: 10 });
  });
});
