import { describe, expect, it } from 'vitest';
import { fighterBackNotice, voterResultNotice, winnerNotice } from './result-notices.ts';

const money = (s: string) => s.replace(/ /g, '\u00a0');
const tie = { title: 'Copa', prizeAmount: 150, champions: ['Sittichai', 'Ana'] };
const single = { title: 'Copa', prizeAmount: 500, champions: ['Sittichai'] };

describe('winnerNotice', () => {
  it('says tie and each share in one notice', () => {
    const n = winnerNotice(tie, 12);
    expect(n.title).toBe('Empate: você é um dos campeões!');
    expect(n.body).toBe(
      `A batalha "Copa" terminou empatada entre 2 lutadores com 12 votos cada. O prêmio de ${money('R$ 150,00')} é dividido: ${money('R$ 75,00')} para cada.`,
    );
  });

  it('congratulates a single winner with the prize', () => {
    expect(winnerNotice(single, 1).body).toBe(
      `Parabéns! Você venceu a batalha "Copa" com 1 voto. O prêmio de ${money('R$ 500,00')} é seu.`,
    );
  });
});

describe('voterResultNotice', () => {
  it("tells a fan her fighter is champion, and a tie's split", () => {
    expect(voterResultNotice(single, ['Sittichai']).title).toBe('Sittichai, em quem você votou, é campeão!');
    const n = voterResultNotice(tie, ['Ana', 'Bia']);
    expect(n.title).toBe('Ana, em quem você votou, é campeão!');
    expect(n.body).toContain('Sittichai e Ana dividem a vitória.');
    expect(n.body).toContain(`${money('R$ 75,00')} para cada`);
    expect(voterResultNotice(tie, ['Sittichai', 'Ana']).title).toBe(
      'Sittichai e Ana, em quem você votou, são campeões!',
    );
  });

  it('tells who won when hers did not', () => {
    const n = voterResultNotice(single, ['Bia']);
    expect(n.title).toBe('Batalha encerrada: Sittichai é campeão');
    expect(n.body).toBe('A batalha "Copa" terminou. Obrigado por votar em Bia!');
    expect(voterResultNotice({ ...single, champions: [] }, ['Bia']).title).toBe(
      'Batalha encerrada sem vencedor',
    );
  });
});

describe('fighterBackNotice', () => {
  it('says the fighter is back and can be voted for again', () => {
    const n = fighterBackNotice('Sittichai', 'Copa');
    expect(n.title).toBe('Sittichai está de volta à batalha');
    expect(n.body).toContain('você pode votar em Sittichai de novo');
  });
});
