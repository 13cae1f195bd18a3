import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type EncodableBody, preferredEncoding, sendEncoded } from './encoded-body.ts';

describe('preferredEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('sendEncoded', () => {
  it('compresses a kept body once and reuses the compressed form', async () => {
    const kept: EncodableBody = { body: '<p>Yod Arena</p>'.repeat(200) };
    const app = Fastify();
    app.get('/', (request, reply) => sendEncoded(request, reply.type('text/html'), kept));
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(kept.body);
    const made = kept.encoded?.br;
    await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(kept.encoded?.br).toBe(made);

    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(kept.body);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(kept.body);
    await app.close();
  });
});
