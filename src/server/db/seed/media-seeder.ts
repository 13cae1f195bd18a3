import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { BannerPosition } from '#domain/pages/ad-page.ts';
import type { UploadBucket } from '#domain/schemas/media.ts';
import { createBanner } from '#server/db/factories/banners.ts';
import { profiles } from '#server/db/schema.ts';
import type { AppDeps } from '#server/deps.ts';
import { newObjectKey, storageFor } from '#server/media/storage.ts';
import { notify } from '#server/notifications/service.ts';
import { updateParticipantIdentity, updateProfileRow } from '#server/profiles/repository.ts';
import { portraitStyles, portraitSvg } from './demo-portrait.ts';
import type { DemoSeeder } from './demo-types.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A flat PNG drawn from SVG by sharp: generated locally, nothing is downloaded. */
async function drawPng(width: number, height: number, background: string, lines: string[]): Promise<Buffer> {
  const size = Math.round(
    Math.min(width / (Math.max(...lines.map((l) => l.length)) * 0.72), height / (lines.length * 1.6)),
  );
  const text = lines
    .map((line, i) => {
      const y = height / 2 + (i - (lines.length - 1) / 2) * size * 1.25 + size * 0.35;
      return `<text x="50%" y="${y}" font-size="${size}" font-family="sans-serif" font-weight="bold" fill="#fafafa" text-anchor="middle">${escapeXml(line)}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    <rect x="6" y="6" width="${width - 12}" height="${height - 12}" fill="none" stroke="#fbbf24" stroke-width="4"/>
    ${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function store(
  deps: AppDeps,
  bucket: UploadBucket,
  folder: string | null,
  png: Buffer,
): Promise<string> {
  const storage = storageFor(deps.config);
  const key = newObjectKey(bucket, folder, 'png', deps.clock());
  await storage.put(key, png, 'image/png');
  return storage.publicUrl(key);
}

interface DemoBanner {
  name: string;
  position: BannerPosition;
  size: [number, number];
  colour: string;
  lines: string[];
  targetPages: string[];
  linkUrl: string | null;
}

const demoBanners: DemoBanner[] = [
  {
    name: 'Academia Yod Muay Thai',
    position: 'sidebar',
    size: [300, 600],
    colour: '#7f1d1d',
    lines: ['ACADEMIA', 'YOD', 'MUAY THAI', 'Aula grátis'],
    targetPages: [],
    linkUrl: 'https://example.com/academia-yod',
  },
  {
    name: 'Luvas Arena Pro',
    position: 'in-content',
    size: [970, 250],
    colour: '#1e3a8a',
    lines: ['LUVAS ARENA PRO', '20% de desconto para fãs da arena'],
    targetPages: [],
    linkUrl: 'https://example.com/luvas',
  },
  {
    name: 'Campeonato Estadual',
    position: 'in-content',
    size: [970, 250],
    colour: '#14532d',
    lines: ['CAMPEONATO ESTADUAL DE MUAY THAI', 'Inscrições abertas'],
    targetPages: ['home'],
    linkUrl: 'https://example.com/campeonato',
  },
  {
    name: 'Suplementos Nak Muay',
    position: 'footer',
    size: [970, 250],
    colour: '#3f3f46',
    lines: ['SUPLEMENTOS NAK MUAY', 'Energia para o próximo round'],
    targetPages: [],
    linkUrl: null,
  },
];

/** Demo ad banners, portraits for five fighters, and a few notifications for lutador1. */
export const mediaSeeder: DemoSeeder = async (deps, users) => {
  for (const b of demoBanners) {
    const imageUrl = await store(
      deps,
      'global-ad-banners',
      null,
      await drawPng(b.size[0], b.size[1], b.colour, b.lines),
    );
    await createBanner(deps.db, {
      name: b.name,
      imageUrl,
      linkUrl: b.linkUrl,
      position: b.position,
      targetPages: b.targetPages,
      isActive: true,
    });
  }

  for (const [i, userId] of users.fighters.slice(0, portraitStyles.length).entries()) {
    const [profile] = await deps.db.select().from(profiles).where(eq(profiles.id, userId));
    if (!profile) continue;
    const png = await sharp(Buffer.from(portraitSvg(portraitStyles[i]!)))
      .png()
      .toBuffer();
    const url = await store(deps, 'profile-pictures', userId, png);
    await deps.db.transaction(async (tx) => {
      await updateProfileRow(tx, userId, { profilePictureUrl: url }, deps.clock());
      await updateParticipantIdentity(tx, userId, { username: profile.username, avatarUrl: url });
    });
  }

  const first = users.fighters[0];
  if (first) {
    await notify(deps.db, [
      {
        userId: first,
        type: 'credits_adjusted',
        title: 'Suas YodCoins foram ajustadas',
        body: 'Um administrador adicionou 5 YodCoins à sua carteira.',
        link: '/wallet',
        dedupeKey: 'demo:credits',
      },
      {
        userId: first,
        type: 'participant_added',
        title: 'Você foi adicionado a uma batalha',
        body: 'Um moderador inscreveu você em uma batalha. Boa sorte!',
        link: '/arena?filter=my_battles',
        dedupeKey: 'demo:added',
      },
    ]);
  }
};
