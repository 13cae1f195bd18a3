import { describe, expect, it } from 'vitest';
import { championsLabel, nativeShareData, shareTargets, shareText, shareUrl } from './share.ts';

const origin = 'https://yodarena.com.br';

describe('shareUrl', () => {
  it('links the battle page with the campaign parameters', () => {
    expect(shareUrl(origin, 'copa-de-verao', 'whatsapp')).toBe(
      'https://yodarena.com.br/battle/copa-de-verao?utm_source=whatsapp&utm_medium=share&utm_campaign=votacao',
    );
    expect(shareUrl(origin, 'x', 'copy')).toContain('utm_source=copy');
  });

  it('tolerates a trailing slash and encodes the identifier', () => {
    expect(shareUrl(`${origin}/`, 'a b', 'email')).toBe(
      'https://yodarena.com.br/battle/a%20b?utm_source=email&utm_medium=share&utm_campaign=votacao',
    );
  });
});

describe('shareTargets', () => {
  const targets = shareTargets(origin, 'copa', 'Copa & Cia');

  it('builds a WhatsApp link with the text and the whatsapp-tagged URL', () => {
    expect(targets.whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(targets.whatsapp.slice('https://wa.me/?text='.length));
    expect(text).toBe(`${shareText('Copa & Cia')} ${shareUrl(origin, 'copa', 'whatsapp')}`);
  });

  it('builds a Facebook sharer link for the facebook-tagged URL', () => {
    const prefix = 'https://www.facebook.com/sharer/sharer.php?u=';
    expect(targets.facebook.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(targets.facebook.slice(prefix.length))).toBe(
      shareUrl(origin, 'copa', 'facebook'),
    );
  });

  it('builds a mailto link with subject and body', () => {
    const url = new URL(targets.email);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Copa & Cia');
    expect(url.searchParams.get('body')).toContain(shareUrl(origin, 'copa', 'email'));
  });

  it('gives the copy-tagged URL for the clipboard', () => {
    expect(targets.copy).toBe(shareUrl(origin, 'copa', 'copy'));
  });
});

describe("the phone's share sheet", () => {
  it('gets the text and the link with the same UTM tags, utm_source=native', () => {
    const data = nativeShareData(origin, 'copa', 'Copa');
    expect(data).toEqual({
      title: 'Copa | Yod Arena',
      text: 'Vote na batalha "Copa" na Yod Arena!',
      url: 'https://yodarena.com.br/battle/copa?utm_source=native&utm_medium=share&utm_campaign=votacao',
    });
    const fighter = nativeShareData(origin, 'copa', 'Copa', { username: 'Saenchai', isSelf: true });
    expect(fighter.url).toBe(
      'https://yodarena.com.br/battle/copa?lutador=Saenchai&utm_source=native&utm_medium=share&utm_campaign=votacao',
    );
    expect(fighter.text).toBe('Vote em mim (Saenchai) na batalha "Copa" na Yod Arena!');
  });
});

describe('championsLabel', () => {
  it('names one or several champions, and counts those a short list leaves out', () => {
    expect(championsLabel(['ana'])).toBe('Campeão: ana');
    expect(championsLabel(['ana', 'bia', 'caio'])).toBe('Campeões: ana, bia e caio');
    expect(championsLabel(['ana', 'bia', 'caio'], 2)).toBe('Campeões: ana, bia, caio e mais 2');
    expect(championsLabel(['ana'], 1)).toBe('Campeões: ana e mais 1');
  });
});

describe('a finished battle', () => {
  const won = { champions: ['Saenchai'] };

  it('tells the result instead of asking for votes', () => {
    expect(shareText('Copa', undefined, won)).toBe(
      'Batalha "Copa" encerrada na Yod Arena. Campeão: Saenchai! Veja o resultado.',
    );
    expect(shareText('Copa', undefined, { champions: ['ana', 'bia', 'caio'] })).toBe(
      'Batalha "Copa" encerrada na Yod Arena. Campeões: ana, bia e caio! Veja o resultado.',
    );
    expect(shareText('Copa', undefined, { champions: [] })).toBe(
      'Batalha "Copa" encerrada na Yod Arena, sem votos: não há vencedor.',
    );
  });

  it("words a fighter's link for the champion, in any letter case, and for the others", () => {
    expect(shareText('Copa', { username: 'saenchai', isSelf: true }, won)).toBe(
      'Venci a batalha "Copa" na Yod Arena! Obrigado pelos votos!',
    );
    expect(shareText('Copa', { username: 'Saenchai', isSelf: false }, won)).toBe(
      'Saenchai venceu a batalha "Copa" na Yod Arena!',
    );
    expect(shareText('Copa', { username: 'Buakaw', isSelf: true }, won)).toBe(
      'Participei da batalha "Copa" na Yod Arena. Campeão: Saenchai. Veja o resultado!',
    );
    expect(shareText('Copa', { username: 'Buakaw', isSelf: false }, { champions: [] })).toBe(
      'Buakaw participou da batalha "Copa" na Yod Arena. Veja o resultado!',
    );
  });

  it('keeps the UTM tags and puts the result text in WhatsApp, e-mail and the share sheet', () => {
    const targets = shareTargets(origin, 'copa', 'Copa', undefined, won);
    const text = new URL(targets.whatsapp).searchParams.get('text') ?? '';
    expect(text).toBe(
      `Batalha "Copa" encerrada na Yod Arena. Campeão: Saenchai! Veja o resultado. ${shareUrl(origin, 'copa', 'whatsapp')}`,
    );
    expect(new URL(targets.email).searchParams.get('body')).toContain('Campeão: Saenchai');
    expect(nativeShareData(origin, 'copa', 'Copa', undefined, won).text).toContain('Campeão: Saenchai');
  });
});
