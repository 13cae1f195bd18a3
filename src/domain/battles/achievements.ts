import type { DateInput } from '#domain/time/date-input.ts';

export type AchievementId =
  | 'beta_member'
  | 'battles_5'
  | 'battle_winner'
  | 'battles_10'
  | 'win_streak_2'
  | 'win_streak_10'
  | 'first_vote'
  | 'votes_50'
  | 'supporter_10'
  | 'champion_backer'
  | 'champion_backer_5'
  | 'vote_days_7';

export interface Achievement {
  id: AchievementId;
  title: string;
  /** What unlocks it, shown whether or not it is unlocked. */
  description: string;
  unlocked: boolean;
  /** How far along the user is, for a progress hint on locked badges. */
  progress: { current: number; target: number };
}

export interface AchievementInput {
  /** Account creation; every account in this first release is a beta member. */
  joinedAt?: DateInput | null;
  battlesJoined: number;
  /** The user's finished battles, oldest first; `won` includes co-winners of a tie. */
  finishedBattlesInOrder: readonly { won: boolean }[];
}

/** The longest run of consecutive wins, in the order given. */
export function longestWinStreak(results: readonly { won: boolean }[]): number {
  let best = 0;
  let run = 0;
  for (const r of results) {
    run = r.won ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

export function countWins(results: readonly { won: boolean }[]): number {
  return results.filter((r) => r.won).length;
}

function badge(
  id: AchievementId,
  title: string,
  description: string,
  current: number,
  target: number,
): Achievement {
  return {
    id,
    title,
    description,
    unlocked: current >= target,
    progress: { current: Math.min(current, target), target },
  };
}

/** The six badges of the profile page, in their order on the page, computed from real participation. */
export function computeAchievements(input: AchievementInput): Achievement[] {
  const wins = countWins(input.finishedBattlesInOrder);
  const streak = longestWinStreak(input.finishedBattlesInOrder);
  return [
    badge('beta_member', 'Membro Beta', 'Criou sua conta durante o beta da Yod Arena.', 1, 1),
    badge('battles_5', '5 Batalhas', 'Participe de 5 batalhas.', input.battlesJoined, 5),
    badge('battle_winner', 'Vencedor de Batalha', 'Vença uma batalha.', wins, 1),
    badge('battles_10', '10 Batalhas', 'Participe de 10 batalhas.', input.battlesJoined, 10),
    badge('win_streak_2', 'Sequência de 2 Vitórias', 'Vença 2 batalhas seguidas.', streak, 2),
    badge('win_streak_10', 'Sequência de 10 Vitórias', 'Vença 10 batalhas seguidas.', streak, 10),
  ];
}

/** A fan's side of the profile: what she gave, not what she received. */
export interface FanStatsInput {
  votesGiven: number;
  battlesSupported: number;
  /** Finished battles where one of her votes went to a champion (a co-champion of a tie too). */
  championsBacked: number;
  /** The longest run of São Paulo days in a row with a vote. */
  bestDayStreak: number;
}

/** The fans' six badges, after the competitors' six: voting, backing champions, coming back. */
export function computeFanAchievements(fan: FanStatsInput): Achievement[] {
  return [
    badge('first_vote', 'Primeiro voto', 'Vote em um lutador pela primeira vez.', fan.votesGiven, 1),
    badge('votes_50', '50 votos', 'Dê 50 votos nas batalhas.', fan.votesGiven, 50),
    badge('supporter_10', 'Torcida fiel', 'Apoie lutadores em 10 batalhas.', fan.battlesSupported, 10),
    badge('champion_backer', 'Faro de campeão', 'Vote em quem venceu uma batalha.', fan.championsBacked, 1),
    badge('champion_backer_5', 'Olho de campeão', 'Vote em quem venceu 5 batalhas.', fan.championsBacked, 5),
    badge(
      'vote_days_7',
      '7 dias seguidos',
      'Vote 7 dias seguidos (horário de Brasília).',
      fan.bestDayStreak,
      7,
    ),
  ];
}
