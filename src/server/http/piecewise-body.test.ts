import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPiecewise, joinPiecewise, type PiecewiseBody } from './piecewise-body.ts';

const page = (own: string[]): PiecewiseBody => ({
  shared: [
    '<!DOCTYPE html><html><body><header>',
    '</header><main>Batalha: Buakaw × Saenchai ✊</main>'.repeat(40),
    '',
  ],
  own,
});

describe('a body of shared and own pieces, as one gzip stream', () => {
  it('decompresses to the pieces one after the other, whatever the own pieces hold', () => {
    for (const own of [
      ['<a>3 YodCoins</a>', '<script>{"q":"ç"}</script>', '</body></html>'],
      ['', '', '</body></html>'],
      ['é'.repeat(70_000), 'x', ''],
    ]) {
      const body = page(own);
      expect(gunzipSync(gzipPiecewise(body)).toString('utf8')).toBe(joinPiecewise(body));
    }
  });

  it('compresses the shared pieces once and keeps them with the array', () => {
    const shared = [`<p>${'shell '.repeat(5_000)}`, '</p>'];
    const first = gzipPiecewise({ shared, own: ['ana', '</html>'] });
    const second = gzipPiecewise({ shared, own: ['bia', '</html>'] });
    // The same compressed shell opens both answers (after the 10-byte header).
    const shell = first.subarray(10, first.length - 40);
    expect(second.subarray(10, 10 + shell.length).equals(shell)).toBe(true);
    expect(first.length).toBeLessThan(600);
    expect(gunzipSync(second).toString()).toBe(`${shared[0]}bia</p></html>`);
  });
});
