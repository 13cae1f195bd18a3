// `npm run icons`: writes src/web/components/icons/sprite.svg with every icon icons.ts declares
// (`export const Name = spriteIcon('Name')`; icons.test.ts checks the file against the module).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIconSprite } from '#web/components/icons/build-sprite.ts';

const dir = path.resolve(import.meta.dirname, '../src/web/components/icons');
const names = [...readFileSync(path.join(dir, 'icons.ts'), 'utf8').matchAll(/spriteIcon\('(\w+)'\)/g)].map(
  (m) => m[1] ?? '',
);
writeFileSync(path.join(dir, 'sprite.svg'), buildIconSprite(names));
console.log(`${names.length} icons written to src/web/components/icons/sprite.svg`);
