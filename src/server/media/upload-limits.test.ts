import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createBanner } from '#server/db/factories/banners.ts';
import { createBattle } from '#server/db/factories/battles.ts';
import { battleSponsors, uploadedFiles } from '#server/db/schema.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { UPLOAD_QUOTA_BYTES } from './service.ts';
import { listFiles, multipartFile } from './upload-fixtures.ts';

let t: TestApp;
let admin: SignedInUser;
/** A 12-megapixel photo-like JPEG of some 2 MB, as a phone camera saves one. */
let photo: Buffer;

/** Colour fields with grain: compresses like a photograph, unlike a flat fill or pure noise. */
async function photoLike(width: number, height: number): Promise<Buffer> {
  const fields = Buffer.alloc(8 * 6 * 3);
  for (let i = 0; i < fields.length; i += 1) fields[i] = (i * 97 + 31) % 256;
  const base = await sharp(fields, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 7 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i += 1) base[i] = Math.max(0, Math.min(255, base[i]! + grain[i]! - 128));
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'yod-upload-limits-'));
const uploadsDir = path.join(dataDir, 'uploads');
// Registered before the app's hooks, so the folder goes after the app has closed.
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
withTestApp({ config: { dataDir } }, async (app) => {
  t = app;
  admin = await signedInUser(t, { role: 'admin' });
  photo = await photoLike(4032, 3024);
});

function upload(bucket: string, who: SignedInUser, data: Buffer, name = 'foto.jpg') {
  const body = multipartFile(name, 'image/jpeg', data);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads/${bucket}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

async function uploaded(bucket: string, who: SignedInUser, data: Buffer = photo): Promise<string> {
  const res = await upload(bucket, who, data);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

const stored = (url: string) => existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, '')));
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const send = (method: 'PATCH' | 'POST' | 'DELETE', url: string, who: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

describe('images are stored at their box size', () => {
  it('resizes a 2 MB photo to each bucket box: covers fill it, logos and ad banners fit inside', async () => {
    expect(photo.length).toBeGreaterThan(1_500_000);
    const fan = await signedInUser(t);
    const cases = [
      { bucket: 'profile-pictures', who: fan, size: [200, 200], maxBytes: 40_000 },
      { bucket: 'battle-banners', who: admin, size: [300, 600], maxBytes: 80_000 },
      { bucket: 'sponsor-logos', who: admin, size: [300, 225], maxBytes: 60_000 },
      { bucket: 'global-ad-banners', who: admin, size: [1940, 1455], maxBytes: 900_000 },
    ] as const;
    for (const c of cases) {
      const url = await uploaded(c.bucket, c.who);
      const served = await t.app.inject({ method: 'GET', url });
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height], c.bucket).toEqual(c.size);
      expect(meta.format).toBe('jpeg');
      expect(served.rawPayload.length, c.bucket).toBeLessThan(c.maxBytes);
    }
  });

  it('stores a PNG as WebP, transparency kept', async () => {
    const fan = await signedInUser(t);
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 4, background: { r: 220, g: 38, b: 38, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const url = await uploaded('profile-pictures', fan, png);
    expect(url).toMatch(/\.webp$/);
    const meta = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 200, 200, true]);
  });

  it('refuses a 30-megapixel image (413) and stores nothing; 24 megapixels pass', async () => {
    const fan = await signedInUser(t);
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#1f2937' } })
      .jpeg()
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const before = listFiles(uploadsDir);
    const refused = await upload('profile-pictures', fan, huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({
      code: 'UPLOAD_TOO_MANY_PIXELS',
      message: 'A imagem tem dimensões grandes demais. Envie uma imagem de até 24 megapixels.',
    });
    expect(listFiles(uploadsDir)).toEqual(before);

    const camera = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#1f2937' } })
      .jpeg()
      .toBuffer();
    expect((await upload('profile-pictures', fan, camera)).statusCode).toBe(201);
  });
});

describe('a replaced image leaves storage', () => {
  it('deletes the old profile picture when a new one is saved, and the last one when it is removed', async () => {
    const fan = await signedInUser(t);
    const first = await uploaded('profile-pictures', fan);
    expect((await send('PATCH', '/api/profile', fan, { profilePictureUrl: first })).statusCode).toBe(200);
    const second = await uploaded('profile-pictures', fan);
    expect((await send('PATCH', '/api/profile', fan, { profilePictureUrl: second })).statusCode).toBe(200);
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);
    expect(
      await t.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.key, keyOf(first))),
    ).toEqual([]);

    expect((await send('PATCH', '/api/profile', fan, { profilePictureUrl: null })).statusCode).toBe(200);
    expect(stored(second)).toBe(false);
  });

  it("deletes a battle's replaced banner and logos, but never a file another battle still shows", async () => {
    const [bannerA, bannerB, logoA, logoB] = [
      await uploaded('battle-banners', admin),
      await uploaded('battle-banners', admin),
      await uploaded('sponsor-logos', admin),
      await uploaded('sponsor-logos', admin),
    ];
    const battle = await createBattle(t.db, { adBannerUrl: bannerA });
    const other = await createBattle(t.db, { adBannerUrl: bannerA });
    await t.db.insert(battleSponsors).values({ battleEventId: battle.id, name: 'Academia', logos: [logoA] });

    const edit = await send('PATCH', `/api/admin/battles/${battle.id}`, admin, {
      adBannerUrl: bannerB,
      sponsors: [{ name: 'Academia', logos: [logoB] }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(stored(bannerA)).toBe(true); // the other battle still shows it
    expect(stored(logoA)).toBe(false);
    expect(stored(logoB)).toBe(true);

    const outside = 'https://cdn.example.com/banner.png';
    expect(
      (await send('PATCH', `/api/admin/battles/${other.id}`, admin, { adBannerUrl: outside })).statusCode,
    ).toBe(200);
    expect(stored(bannerA)).toBe(false);

    expect((await send('DELETE', `/api/admin/battles/${battle.id}`, admin)).statusCode).toBeLessThan(300);
    expect(stored(bannerB)).toBe(false);
    expect(stored(logoB)).toBe(false);
  });

  it("deletes an ad banner's replaced image, and its image when the banner is removed", async () => {
    const [first, second] = [
      await uploaded('global-ad-banners', admin),
      await uploaded('global-ad-banners', admin),
    ];
    const banner = await createBanner(t.db, { imageUrl: first });
    const edit = await send('PATCH', `/api/admin/banners/${banner.id}`, admin, { imageUrl: second });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(stored(first)).toBe(false);
    expect((await send('DELETE', `/api/admin/banners/${banner.id}`, admin)).statusCode).toBe(204);
    expect(stored(second)).toBe(false);
  });
});

describe('per-account storage quota', () => {
  const placeholder = (userId: string, bytes: number) =>
    t.db.insert(uploadedFiles).values({
      key: `profile-pictures/${userId}/1700000000000-${Math.random().toString(36).slice(2, 10)}.webp`,
      uploaderId: userId,
      bytes,
    });

  it('refuses an upload past the quota with a pt-BR 413, storing nothing; staff have more room', async () => {
    const fan = await signedInUser(t);
    await placeholder(fan.id, UPLOAD_QUOTA_BYTES.user - 1_000);
    const before = listFiles(uploadsDir);
    const refused = await upload('profile-pictures', fan, photo);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message:
        'Você atingiu o limite de espaço para imagens da sua conta. Substitua uma imagem que já enviou ou fale com a equipe da Yod Arena.',
    });
    expect(listFiles(uploadsDir)).toEqual(before);

    const moderator = await signedInUser(t, { role: 'moderator' });
    await placeholder(moderator.id, UPLOAD_QUOTA_BYTES.user - 1_000);
    expect((await upload('battle-banners', moderator, photo)).statusCode).toBe(201);
  });

  it('counts stored bytes only: a replaced picture gives its room back', async () => {
    const fan = await signedInUser(t);
    const first = await uploaded('profile-pictures', fan);
    expect((await send('PATCH', '/api/profile', fan, { profilePictureUrl: first })).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.key, keyOf(first)));
    expect(row?.uploaderId).toBe(fan.id);
    // Ten bytes short of room for a second picture of the same size.
    await placeholder(fan.id, UPLOAD_QUOTA_BYTES.user - 2 * row!.bytes + 10);
    expect((await upload('profile-pictures', fan, photo)).statusCode).toBe(413);
    expect((await send('PATCH', '/api/profile', fan, { profilePictureUrl: null })).statusCode).toBe(200);
    expect((await upload('profile-pictures', fan, photo)).statusCode).toBe(201);
  });
});
