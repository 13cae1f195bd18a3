import { describe, expect, it } from 'vitest';
import { championsLine, type OgFighter } from './card.ts';

const fighter = (username: string): OgFighter => ({
  username,
  votesCount: 7,
  photo: null,
  isLeader: true,
  rank: 1,
});
const pictured = ['Sittichai', 'Superbon', 'Tawanchai'].map(fighter);

describe("a finished battle's champions line", () => {
  it('names the pictured champions when they are all of them', () => {
    expect(championsLine(pictured.slice(0, 1), 1, 40)).toBe('Campeão: Sittichai');
    expect(championsLine(pictured.slice(0, 2), 2, 40)).toBe('Campeões: Sittichai e Superbon');
  });

  it('counts a tie wider than the three pictured, and clipping never cuts that count', () => {
    expect(championsLine(pictured, 5, 60)).toBe('Campeões: Sittichai, Superbon, Tawanchai e mais 2');
    const clipped = championsLine(pictured, 5, 40);
    expect([...clipped].length).toBeLessThanOrEqual(40);
    expect(clipped).toBe('Campeões: Sittichai, Superbon… e mais 2');
  });

  it('says when nobody won', () => {
    expect(championsLine([], 0, 40)).toBe('Encerrada sem votos: não há vencedor');
  });
});
