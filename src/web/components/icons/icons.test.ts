import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIconSprite } from './build-sprite.ts';
import * as icons from './icons.ts';

const spriteFile = path.join(import.meta.dirname, 'sprite.svg');

describe('the icon sprite', () => {
  it('holds exactly the drawings of the icons the app declares (run `npm run icons` when not)', () => {
    const names = Object.values(icons).map((icon) => icon.iconName);
    expect(names.length).toBeGreaterThan(0);
    expect(readFileSync(spriteFile, 'utf8')).toBe(buildIconSprite(names));
  });

  it('names each icon after the export that draws it', () => {
    for (const [exported, icon] of Object.entries(icons)) expect(icon.iconName).toBe(exported);
  });
});
