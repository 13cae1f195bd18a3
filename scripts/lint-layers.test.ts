import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');

/**
 * The layering rules of biome.json, run on small trees written for the purpose: each case is a
 * file that must (or must not) fail `npm run lint`. The project's own config is used, with the
 * checks that need git or the formatter switched off.
 */
describe('biome keeps the layers', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'yod-layers-'));
    const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    config.formatter = { ...config.formatter, enabled: false };
    config.assist = { enabled: false };
    writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    cpSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes the files, lints them and returns the rules that fired. */
  function lint(files: Record<string, string>): string[] {
    const tree = mkdtempSync(path.join(dir, 'case-'));
    const written = Object.entries(files).map(([file, text]) => {
      const target = path.join(tree, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
      return target;
    });
    // Paths are matched from the config's folder, so the case is copied under it as src/.
    const src = path.join(dir, 'src');
    rmSync(src, { recursive: true, force: true });
    cpSync(path.join(tree, 'src'), src, { recursive: true });
    const run = spawnSync(process.execPath, [BIOME, 'lint', '--max-diagnostics=50', 'src'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(written.length).toBeGreaterThan(0);
    return [...`${run.stdout}${run.stderr}`.matchAll(/lint\/\w+\/(\w+)/g)].map((m) => m[1] as string);
  }

  it('refuses the domain importing the server or the web app', () => {
    expect(lint({ 'src/domain/a.ts': "export { buildApp } from '#server/app.ts';\n" })).toContain(
      'noRestrictedImports',
    );
    expect(lint({ 'src/domain/a.ts': "export { Header } from '#web/app/header/header.tsx';\n" })).toContain(
      'noRestrictedImports',
    );
  });

  it('refuses the web app importing the server, and the server importing the web app', () => {
    expect(lint({ 'src/web/a.ts': "export { buildApp } from '#server/app.ts';\n" })).toContain(
      'noRestrictedImports',
    );
    expect(lint({ 'src/server/a.ts': "export { Header } from '#web/app/header/header.tsx';\n" })).toContain(
      'noRestrictedImports',
    );
  });

  it("refuses a feature reaching into another feature's files, and allows its own and shared ones", () => {
    const crossing = "export { useWallet } from '#web/features/wallet/api/use-wallet.ts';\n";
    expect(lint({ 'src/web/features/battles/a.ts': crossing })).toContain('noRestrictedImports');
    expect(lint({ 'src/web/shared/a.ts': crossing })).toContain('noRestrictedImports');
    expect(
      lint({
        'src/web/features/wallet/a.ts': crossing,
        'src/web/features/battles/b.ts': "export { useMe } from '#web/shared/session/use-me.ts';\n",
      }),
    ).not.toContain('noRestrictedImports');
  });

  it('refuses deep relative paths where an alias exists', () => {
    expect(lint({ 'src/server/votes/a.ts': "export { slugify } from '../../domain/slug.ts';\n" })).toContain(
      'noRestrictedImports',
    );
  });

  it('refuses any parent-relative import: siblings by ./, everything else by its alias', () => {
    expect(lint({ 'src/server/votes/a.ts': "export { loadConfig } from '../config.ts';\n" })).toContain(
      'noRestrictedImports',
    );
    expect(
      lint({ 'src/web/features/admin/pages/a.tsx': "export { useMe } from '../api/use-me.ts';\n" }),
    ).toContain('noRestrictedImports');
    expect(lint({ 'src/domain/schemas/a.ts': "export { slugify } from '../slug.ts';\n" })).toContain(
      'noRestrictedImports',
    );
    expect(
      lint({
        'src/server/votes/a.ts': "export { b } from './b.ts';\n",
        'src/server/votes/b.ts': 'export const b = 1;\n',
        'src/server/votes/c.ts': "export { loadConfig } from '#server/config.ts';\n",
      }),
    ).not.toContain('noRestrictedImports');
  }, 60_000); // four Biome runs: seconds each on a busy machine
  it('refuses sonner outside lib/toast.ts and the Toaster mount: every toast takes the one path', () => {
    const direct = "export { toast } from 'sonner';\n";
    expect(lint({ 'src/web/features/admin/pages/a.tsx': direct })).toContain('noRestrictedImports');
    expect(lint({ 'src/web/features/admin/components/battles/a.ts': direct })).toContain(
      'noRestrictedImports',
    );
    expect(lint({ 'src/web/features/auth/a.ts': direct })).toContain('noRestrictedImports');
    expect(lint({ 'src/web/shared/a.ts': direct })).toContain('noRestrictedImports');
    expect(lint({ 'src/web/app/a.tsx': direct })).toContain('noRestrictedImports');
    expect(
      lint({
        'src/web/lib/toast.ts': "export type { ExternalToast } from 'sonner';\n",
        'src/web/app/toaster.tsx': "export { Toaster } from 'sonner';\n",
        'src/web/features/admin/pages/b.tsx': "export { toast } from '#web/lib/toast.ts';\n",
      }),
    ).not.toContain('noRestrictedImports');
  });

  it('refuses import circles, type-only ones included', () => {
    const fired = lint({
      'src/server/a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'src/server/b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    });
    expect(fired).toContain('noImportCycles');
  });
});
