import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#server/config.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { testConfig } from '#server/test-support/test-config.ts';
import { createS3Storage } from './s3-storage.ts';
import { newObjectKey } from './storage.ts';
import { multipartFile } from './upload-fixtures.ts';

/** One request the fake S3 received, with the body already decoded. */
interface S3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A tiny S3 speaking just enough of the REST API for the driver (path-style PutObject with
 * If-None-Match, GetObject, DeleteObject), so the real AWS SDK is exercised end to end: signing, headers, errors.
 */
class FakeS3 {
  readonly requests: S3Request[] = [];
  readonly objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string }>();
  private server: Server | null = null;
  endpoint = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = String(req.headers['content-encoding'] ?? '').includes('aws-chunked')
          ? decodeAwsChunked(raw)
          : raw;
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
        this.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
        const existing = this.objects.get(path);
        if (req.method === 'PUT') {
          if (existing && req.headers['if-none-match'] === '*') {
            return xmlError(
              res,
              412,
              'PreconditionFailed',
              'At least one of the pre-conditions you specified did not hold',
            );
          }
          this.objects.set(path, {
            body,
            contentType: String(req.headers['content-type'] ?? ''),
            cacheControl: String(req.headers['cache-control'] ?? ''),
          });
          res.writeHead(200, { ETag: '"fake-etag"' }).end();
          return;
        }
        if (req.method === 'GET') {
          if (!existing) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          res
            .writeHead(200, {
              'content-type': existing.contentType,
              'content-length': existing.body.length,
              etag: '"fake-etag"',
            })
            .end(existing.body);
          return;
        }
        if (req.method === 'DELETE') {
          // S3 answers 204 whether or not the key existed.
          this.objects.delete(path);
          res.writeHead(204).end();
          return;
        }
        xmlError(res, 405, 'MethodNotAllowed', 'Not supported by the fake');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.endpoint = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  puts(): S3Request[] {
    return this.requests.filter((r) => r.method === 'PUT');
  }
}

function xmlError(res: import('node:http').ServerResponse, status: number, code: string, message: string) {
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}

/** 'size;chunk-signature=…\r\n<data>\r\n' … '0\r\n<trailers>': the SDK's streaming upload framing. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString().split(';')[0] ?? '0', 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const BUCKET = 'yod-test-bucket';
const KEY_SHAPE = /^(battle-banners|profile-pictures\/[\w-]+)\/(\d{13})-([a-z0-9]{12})\.webp$/;

const fake = new FakeS3();
let config: Config;

beforeAll(async () => {
  await fake.start();
  config = testConfig({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: fake.endpoint,
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_PUBLIC_URL: 'https://cdn.example/yod/',
  });
});
afterAll(async () => {
  await fake.stop();
});

const png = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();

describe('S3 storage driver', () => {
  it('puts into the configured bucket with the upload cache header and a no-overwrite condition', async () => {
    const storage = createS3Storage(config);
    const key = newObjectKey('battle-banners', null, 'png', new Date('2025-03-01T12:00:00.000Z'));
    expect(key).toMatch(/^battle-banners\/1740830400000-[a-z0-9]{12}\.png$/);
    const data = await png();
    await storage.put(key, data, 'image/png');

    const [put] = fake.puts().filter((r) => r.path === `/${BUCKET}/${key}`);
    expect(put).toBeDefined();
    expect(put?.headers['cache-control']).toBe('public, max-age=3600');
    expect(put?.headers['if-none-match']).toBe('*');
    expect(put?.headers['content-type']).toBe('image/png');
    // Signed with the configured credentials, not anonymous.
    expect(String(put?.headers.authorization)).toContain('Credential=test-key/');
    expect(put?.body.equals(data)).toBe(true);
    expect(storage.publicUrl(key)).toBe(`https://cdn.example/yod/${key}`);
  });

  it('never overwrites an existing object', async () => {
    const storage = createS3Storage(config);
    const key = newObjectKey('sponsor-logos', null, 'png');
    const first = await png();
    await storage.put(key, first, 'image/png');
    await expect(storage.put(key, Buffer.from('outro conteúdo'), 'image/png')).rejects.toThrow();
    expect(fake.objects.get(`/${BUCKET}/${key}`)?.body.equals(first)).toBe(true);
  });

  it('reads objects back, and a missing key is null rather than an error', async () => {
    const storage = createS3Storage(config);
    const key = newObjectKey('global-ad-banners', null, 'png');
    const data = await png();
    await storage.put(key, data, 'image/png');
    const object = await storage.get(key);
    expect(object?.contentType).toBe('image/png');
    expect(object?.size).toBe(data.length);
    expect((await readAll(object!.body)).equals(data)).toBe(true);
    expect(await storage.get(newObjectKey('global-ad-banners', null, 'png'))).toBeNull();
  });

  it('deletes an object, and deleting a missing key is not an error', async () => {
    const storage = createS3Storage(config);
    const key = newObjectKey('sponsor-logos', null, 'png');
    await storage.put(key, await png(), 'image/png');
    await storage.remove(key);
    const deleted = fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/${BUCKET}/${key}`);
    expect(deleted).toHaveLength(1);
    expect(String(deleted[0]?.headers.authorization)).toContain('Credential=test-key/');
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('serves under /uploads/ when no public URL is configured', () => {
    const storage = createS3Storage({ ...config, S3_PUBLIC_URL: undefined });
    expect(storage.publicUrl('battle-banners/1740830400000-abcdef123456.png')).toBe(
      '/uploads/battle-banners/1740830400000-abcdef123456.png',
    );
  });

  it('refuses to start without a bucket', () => {
    expect(() => createS3Storage({ ...config, S3_BUCKET: undefined })).toThrow(/S3_BUCKET/);
  });
});

describe('uploads through the API with STORAGE_DRIVER=s3', () => {
  let t: TestApp;
  // The fake S3 server's address is known once the file's first hook has started it.
  withTestApp(
    () => ({ config }),
    (app) => {
      t = app;
    },
  );

  async function upload(url: string, cookie: string) {
    const body = multipartFile('foto.png', 'image/png', await png());
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
  }

  it('stores under bucket/timestamp-random (the user folder for profile pictures) and answers the public URL', async () => {
    const moderator = await signedInUser(t, { role: 'moderator' });
    const fan = await signedInUser(t);
    const before = Date.now();
    const banner = await upload('/api/uploads/battle-banners', moderator.cookie);
    const picture = await upload('/api/uploads/profile-pictures', fan.cookie);
    const after = Date.now();
    expect(banner.statusCode).toBe(201);
    expect(picture.statusCode).toBe(201);

    for (const [res, prefix] of [
      [banner, 'battle-banners'],
      [picture, `profile-pictures/${fan.id}`],
    ] as const) {
      const url: string = res.json().url;
      expect(url.startsWith(`https://cdn.example/yod/${prefix}/`)).toBe(true);
      const key = url.slice('https://cdn.example/yod/'.length);
      const match = KEY_SHAPE.exec(key);
      expect(match, key).not.toBeNull();
      const stamp = Number(match?.[2]);
      expect(stamp).toBeGreaterThanOrEqual(before);
      expect(stamp).toBeLessThanOrEqual(after);
      const put = fake.puts().find((r) => r.path === `/${BUCKET}/${key}`);
      expect(put?.headers['cache-control']).toBe('public, max-age=3600');
      expect(put?.headers['if-none-match']).toBe('*');
      // What was stored is the re-encoded image, not whatever bytes came in.
      expect((await sharp(put!.body).metadata()).format).toBe('webp');
    }
    // Two uploads, two distinct random names.
    expect(banner.json().url).not.toBe(picture.json().url);
  });

  it('deletes a replaced profile picture from the bucket', async () => {
    const fan = await signedInUser(t);
    const save = (profilePictureUrl: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: fan.cookie },
        payload: { profilePictureUrl },
      });
    const first: string = (await upload('/api/uploads/profile-pictures', fan.cookie)).json().url;
    const second: string = (await upload('/api/uploads/profile-pictures', fan.cookie)).json().url;
    const objectOf = (url: string) => `/${BUCKET}/${url.slice('https://cdn.example/yod/'.length)}`;
    expect((await save(first)).statusCode).toBe(200);
    expect((await save(second)).statusCode).toBe(200);
    expect(fake.objects.has(objectOf(first))).toBe(false);
    expect(fake.objects.has(objectOf(second))).toBe(true);
    expect(fake.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toContain(objectOf(first));
  });
});
