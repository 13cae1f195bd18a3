import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

// satori reads TTF, OTF and WOFF, not WOFF2: the WOFF files of @fontsource/inter (Latin covers
// Portuguese). The site itself uses the system font; Inter is the closest look that ships on npm.
const WEIGHTS = [400, 700, 800] as const;

let fonts: Promise<Font[]> | null = null;

/** The card fonts, read once per process. */
export function ogFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  ).catch((err: unknown) => {
    fonts = null;
    throw err;
  });
  return fonts;
}
