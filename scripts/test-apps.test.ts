import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The integration files that build their own app, and why withTestApp cannot do it for them
 * (docs/decisions/0012-test-loop.md).
 */
const OWN_APP: Record<string, string> = {
  'src/server/security/fuzz.test.ts': 'its cases come from the OpenAPI document, read while collecting',
  'src/server/security/injection.test.ts': 'its cases come from the route table, read while collecting',
  'src/server/http/database-unavailable.test.ts': 'the app runs as a restricted PostgreSQL role',
};

/**
 * Where a file builds the app its tests share by hand: in a `beforeAll` (up to the line that closes
 * it at the same indentation) or at the top level. An app built inside one test is not shared.
 */
function handBuiltApps(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/^([ \t]*)beforeAll\([\s\S]*?^\1\}/gm)) {
    const hook = m[0];
    if (/\bcreateTestApp\(/.test(hook) || (/\bbuildApp\(/.test(hook) && /\bopenTestDatabase\(/.test(hook))) {
      found.push(
        hook
          .split('\n')
          .find((line) => /createTestApp\(|buildApp\(/.test(line))
          ?.trim() ?? hook,
      );
    }
  }
  for (const m of text.matchAll(/^(?:const|let) \w+ = await createTestApp\(.*$/gm)) found.push(m[0]);
  return found;
}

function testFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(relative);
    return entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

describe('integration files take their app from withTestApp', () => {
  it('finds an app built in a hook or at the top level, not one built inside a test', () => {
    const hook = 'beforeAll(async () => {\n  t = await createTestApp({ voteGapMs: 0 });\n});\n';
    const byHand =
      'beforeAll(async () => {\n  db = await openTestDatabase();\n  app = await buildApp({ db });\n});\n';
    const inTest = "it('x', async () => {\n  const other = await createTestApp();\n});\n";
    expect(handBuiltApps(hook)).toEqual(['t = await createTestApp({ voteGapMs: 0 });']);
    expect(handBuiltApps(byHand)).toEqual(['app = await buildApp({ db });']);
    expect(handBuiltApps('const t = await createTestApp();\n')).toEqual(['const t = await createTestApp();']);
    expect(handBuiltApps(inTest)).toEqual([]);
  });

  it('has no other file building its shared app by hand', () => {
    const files = testFiles('src/server').filter((file) => !file.startsWith('src/server/reliability/'));
    const byHand = files
      .filter((file) => !(file in OWN_APP))
      .flatMap((file) =>
        handBuiltApps(readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}: ${line}`),
      );
    expect(byHand).toEqual([]);
    // An exception that no longer builds its own app is one to drop.
    const stale = Object.keys(OWN_APP).filter(
      (file) => handBuiltApps(readFileSync(path.join(ROOT, file), 'utf8')).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
