import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { hit } from '#server/rate-limit/repository.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { listFiles, multipartFile, pngHeaderClaiming } from './upload-fixtures.ts';

let t: TestApp;
let fan: SignedInUser;
let other: SignedInUser;
let moderator: SignedInUser;

const dataDir = mkdtempSync(path.join(tmpdir(), 'yod-uploads-'));
const uploadsDir = path.join(dataDir, 'uploads');
// Registered before the app's hooks, so the folder goes after the app has closed.
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
withTestApp({ config: { dataDir } }, async (app) => {
  t = app;
  fan = await signedInUser(t);
  other = await signedInUser(t);
  moderator = await signedInUser(t, { role: 'moderator' });
});

const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#dc2626' } })
    .png()
    .toBuffer();

function upload(url: string, cookie: string, file: { name: string; type: string; data: Buffer }) {
  const body = multipartFile(file.name, file.type, file.data);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
}

describe('upload refusals store nothing', () => {
  const cases: {
    name: string;
    file: () => Promise<{ name: string; type: string; data: Buffer }>;
    status: number;
    message: string;
  }[] = [
    {
      name: 'a text file renamed .png',
      file: async () => ({
        name: 'foto.png',
        type: 'image/png',
        data: Buffer.from('isto não é uma imagem\n'.repeat(50)),
      }),
      status: 415,
      message: 'Apenas arquivos de imagem são permitidos.',
    },
    {
      name: 'a 6 MB file',
      file: async () => ({ name: 'grande.png', type: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 7) }),
      status: 413,
      message: 'O tamanho máximo do arquivo é 5 MB.',
    },
    {
      name: 'an SVG carrying a script',
      file: async () => ({
        name: 'logo.png',
        type: 'image/png',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
      }),
      status: 415,
      message: 'Apenas arquivos de imagem são permitidos.',
    },
    {
      name: 'a PNG header claiming 50,000 x 50,000 pixels',
      file: async () => ({ name: 'bomba.png', type: 'image/png', data: pngHeaderClaiming(50_000, 50_000) }),
      status: 413,
      message: 'A imagem tem dimensões grandes demais. Envie uma imagem de até 24 megapixels.',
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.name}`, async () => {
      const before = listFiles(uploadsDir);
      const res = await upload('/api/uploads/profile-pictures', fan.cookie, await c.file());
      expect(res.statusCode).toBe(c.status);
      expect(res.json().error.message).toBe(c.message);
      expect(listFiles(uploadsDir)).toEqual(before);
    });
  }

  it('refuses a request without a file', async () => {
    const before = listFiles(uploadsDir);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/profile-pictures',
      headers: { cookie: fan.cookie },
      payload: { url: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(listFiles(uploadsDir)).toEqual(before);
  });
});

describe('stored uploads', () => {
  it('stores a PNG in the user folder (as a 200x200 WebP) and serves it read-only with cache headers', async () => {
    const res = await upload('/api/uploads/profile-pictures', fan.cookie, {
      name: 'eu.gif',
      type: 'application/octet-stream',
      data: await smallPng(),
    });
    expect(res.statusCode).toBe(201);
    const url: string = res.json().url;
    expect(url).toMatch(new RegExp(`^/uploads/profile-pictures/${fan.id}/\\d{13}-[a-z0-9]+\\.webp$`));

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    // A profile picture fills its 200x200 box, as the browser's own resize would.
    expect([meta.width, meta.height]).toEqual([200, 200]);
  });

  it('strips GPS EXIF from a JPEG', async () => {
    const original = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fbbf24' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Yod Camera' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload('/api/uploads/profile-pictures', fan.cookie, {
      name: 'praia.jpg',
      type: 'image/jpeg',
      data: original,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Yod Camera'))).toBe(false);
  });

  it('never serves anything outside the uploads area', async () => {
    for (const url of [
      '/uploads/../auth-secret',
      '/uploads/..%2f..%2fauth-secret',
      '/uploads/profile-pictures/%2e%2e/%2e%2e/auth-secret',
      '/uploads/profile-pictures/nada.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('who writes where', () => {
  it('lets only the owner write to their profile-pictures folder', async () => {
    const before = listFiles(uploadsDir);
    const res = await upload(`/api/uploads/profile-pictures?folder=${fan.id}`, other.cookie, {
      name: 'x.png',
      type: 'image/png',
      data: await smallPng(),
    });
    expect(res.statusCode).toBe(403);
    expect(listFiles(uploadsDir)).toEqual(before);

    const own = await upload(`/api/uploads/profile-pictures?folder=${other.id}`, other.cookie, {
      name: 'x.png',
      type: 'image/png',
      data: await smallPng(),
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().url).toContain(`/profile-pictures/${other.id}/`);
  });

  it('refuses guests, and plain users on the staff buckets', async () => {
    const file = { name: 'b.png', type: 'image/png', data: await smallPng() };
    const body = multipartFile(file.name, file.type, file.data);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/profile-pictures',
      payload: body.payload,
      headers: body.headers,
    });
    expect(guest.statusCode).toBe(401);
    for (const bucket of ['battle-banners', 'global-ad-banners', 'sponsor-logos']) {
      const res = await upload(`/api/uploads/${bucket}`, fan.cookie, file);
      expect(res.statusCode, bucket).toBe(403);
    }
    const staff = await upload('/api/uploads/battle-banners', moderator.cookie, file);
    expect(staff.statusCode).toBe(201);
    expect(staff.json().url).toMatch(/^\/uploads\/battle-banners\/\d{13}-[a-z0-9]+\.webp$/);
    const unknown = await upload('/api/uploads/outro', moderator.cookie, file);
    expect(unknown.statusCode).toBe(400);
  });

  it('rate-limits uploads per user', async () => {
    const busy = await signedInUser(t);
    for (let i = 0; i < 30; i += 1) await hit(t.db, `upload:${busy.id}`, 10 * 60 * 1000);
    const before = listFiles(uploadsDir);
    const res = await upload('/api/uploads/profile-pictures', busy.cookie, {
      name: 'x.png',
      type: 'image/png',
      data: await smallPng(),
    });
    expect(res.statusCode).toBe(429);
    expect(listFiles(uploadsDir)).toEqual(before);
  });
});
