import { describe, expect, it } from 'vitest';
import { shareTargets, shareText, shareUrl } from './share.ts';

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
