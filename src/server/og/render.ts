import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { STORY_IMAGE_HEIGHT, STORY_IMAGE_WIDTH } from '#domain/pages/share-meta.ts';
import { OG_HEIGHT, OG_WIDTH, type OgCardData, ogCard } from './card.ts';
import { ogFonts } from './fonts.ts';
import { storyCard } from './story.ts';

/**
 * The card as a PNG, 1200x630 for a link preview or 1080x1920 for Stories: satori lays it out as
 * SVG, resvg rasterises it.
 */
export async function renderOgPng(data: OgCardData): Promise<Buffer> {
  const story = data.format === 'story';
  const tree = story ? storyCard(data) : ogCard(data);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width: story ? STORY_IMAGE_WIDTH : OG_WIDTH,
    height: story ? STORY_IMAGE_HEIGHT : OG_HEIGHT,
    fonts: await ogFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  return Buffer.from(png);
}
