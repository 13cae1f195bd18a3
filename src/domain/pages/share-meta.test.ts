import { describe, expect, it } from 'vitest';
import { shareTargets, shareText, shareUrl } from './share.ts';
import { battleShareMeta, ogImagePath, storyImagePath } from './share-meta.ts';

const origin = 'https://yodarena.com.br/';
const battle = {
  id: 'battle_1',
  slug: 'copa-de-verao',
  title: 'Copa de Verão',
  prizeAmount: 1500,
  prizeDescription: null,
  displayStatus: 'active' as const,
};

describe('battleShareMeta', () => {
  it('describes the battle with its generated card', () => {
    const meta = battleShareMeta({ origin, battle });
    expect(meta.title).toBe('Copa de Verão | Yod Arena');
    expect(meta.description).toBe(
      'Prêmio de R$\u00a01.500,00 via PIX para o lutador mais votado · Em Andamento. Vote no seu lutador favorito na Yod Arena!',
    );
    expect(meta.url).toBe('https://yodarena.com.br/battle/copa-de-verao');
    expect(meta.image).toBe('https://yodarena.com.br/og/battle/copa-de-verao.png');
    expect([meta.imageWidth, meta.imageHeight]).toEqual([1200, 630]);
  });

  it('names the fighter of a fighter link in title, description, URL and image', () => {
    const meta = battleShareMeta({ origin, battle, fighter: { username: 'Buakaw Jr', votesCount: 1234 } });
    expect(meta.title).toBe('Vote em Buakaw Jr · Copa de Verão | Yod Arena');
    expect(meta.description).toBe(
      'Buakaw Jr está na batalha "Copa de Verão" com 1.234 votos. Prêmio de R$\u00a01.500,00 via PIX para o lutador mais votado. Vote em Buakaw Jr na Yod Arena!',
    );
    expect(meta.url).toBe('https://yodarena.com.br/battle/copa-de-verao?lutador=Buakaw+Jr');
    expect(meta.image).toBe('https://yodarena.com.br/og/battle/copa-de-verao/Buakaw%20Jr.png');
    expect(
      battleShareMeta({ origin, battle, fighter: { username: 'x', votesCount: 1 } }).description,
    ).toContain('com 1 voto.');
  });

  it('falls back to the id without a slug', () => {
    expect(ogImagePath('battle_1')).toBe('/og/battle/battle_1.png');
    expect(battleShareMeta({ origin, battle: { ...battle, slug: null } }).url).toBe(
      'https://yodarena.com.br/battle/battle_1',
    );
  });
});

describe("a fighter's share link", () => {
  it('is /battle/{slug}?lutador={username} with the same UTM rules', () => {
    expect(shareUrl(origin, 'copa-de-verao', 'whatsapp', 'Saenchai')).toBe(
      'https://yodarena.com.br/battle/copa-de-verao?lutador=Saenchai&utm_source=whatsapp&utm_medium=share&utm_campaign=votacao',
    );
  });

  it('words the invitation for the fighter themself or for a fan', () => {
    expect(shareText('Copa', { username: 'Saenchai', isSelf: true })).toBe(
      'Vote em mim (Saenchai) na batalha "Copa" na Yod Arena!',
    );
    expect(shareText('Copa', { username: 'Saenchai', isSelf: false })).toBe(
      'Vote em Saenchai na batalha "Copa" na Yod Arena!',
    );
    const targets = shareTargets(origin, 'copa', 'Copa', { username: 'Saenchai', isSelf: false });
    expect(targets.copy).toBe(shareUrl(origin, 'copa', 'copy', 'Saenchai'));
    expect(decodeURIComponent(targets.whatsapp)).toContain('lutador=Saenchai&utm_source=whatsapp');
  });
});

describe("a finished battle's preview", () => {
  const finished = { ...battle, displayStatus: 'finished' as const, champions: ['Saenchai'] };

  it("says 'Campeão: …' instead of asking for votes", () => {
    const meta = battleShareMeta({ origin, battle: finished });
    expect(meta.description).toBe(
      'Prêmio de R$\u00a01.500,00 via PIX para o lutador mais votado · Finalizada. Campeão: Saenchai. Veja o resultado na Yod Arena!',
    );
    expect(meta.description).not.toContain('Vote');
    expect(
      battleShareMeta({ origin, battle: { ...finished, champions: ['ana', 'bia'] } }).description,
    ).toContain('Campeões: ana e bia.');
    // A tie says the split and each winner's share.
    expect(
      battleShareMeta({ origin, battle: { ...finished, champions: ['ana', 'bia'] } }).description,
    ).toContain('dividido entre os 2 mais votados: R$\u00a0750,00 para cada');
    expect(battleShareMeta({ origin, battle: { ...finished, champions: [] } }).description).toContain(
      'Encerrada sem votos: não há vencedor.',
    );
  });

  it("tells a fighter's link the fighter's result", () => {
    const champion = battleShareMeta({
      origin,
      battle: finished,
      fighter: { username: 'saenchai', votesCount: 120 },
    });
    expect(champion.title).toBe('Campeão: saenchai · Copa de Verão | Yod Arena');
    expect(champion.description).toBe(
      'saenchai venceu a batalha "Copa de Verão" com 120 votos. Prêmio de R$\u00a01.500,00 via PIX para o lutador mais votado. Veja o resultado na Yod Arena!',
    );
    const other = battleShareMeta({
      origin,
      battle: finished,
      fighter: { username: 'Buakaw', votesCount: 80 },
    });
    expect(other.title).toBe('Buakaw · Copa de Verão | Yod Arena');
    expect(other.description).toBe(
      'Buakaw terminou a batalha "Copa de Verão" com 80 votos. Campeão: Saenchai. Veja o resultado na Yod Arena!',
    );
    expect(other.image).toBe('https://yodarena.com.br/og/battle/copa-de-verao/Buakaw.png');
  });
});

describe('the Stories image', () => {
  it('is the card under /og/story/battle/…', () => {
    expect(storyImagePath('copa-de-verao')).toBe('/og/story/battle/copa-de-verao.png');
    expect(storyImagePath('copa-de-verao', 'Buakaw Jr')).toBe(
      '/og/story/battle/copa-de-verao/Buakaw%20Jr.png',
    );
  });
});
