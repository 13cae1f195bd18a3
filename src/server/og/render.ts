import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { OG_HEIGHT, OG_WIDTH, type OgCardData, ogCard } from './card.ts';
import { ogFonts } from './fonts.ts';

/** The card as a 1200x630 PNG: satori lays it out as SVG, resvg rasterises it. */
export async function renderOgPng(data: OgCardData): Promise<Buffer> {
  const svg = await satori(ogCard(data) as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await ogFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  return Buffer.from(png);
}
