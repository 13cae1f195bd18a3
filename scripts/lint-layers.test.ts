import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
const FEATURES = 'src/web/features';

interface Override {
  includes: string[];
}

/**
 * The feature folders of the web app: the unit a fence keeps apart from the others. The server's
 * folders have none of their own (a service calls another feature's service); src/server/** is
 * fenced as one layer.
 */
function featureFolders(root: string): string[] {
  return readdirSync(path.join(root, FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * What is wrong with the fences of biome.json for these feature folders: a folder with no fence
 * (Biome would let it import any other feature), a fence unlike the others (a copy whose
 * exception still names the folder it was copied from), an override naming a path that is gone.
 */
function fenceProblems(
  exists: (relative: string) => boolean,
  features: string[],
  overrides: Override[],
): string[] {
  const problems: string[] = [];
  const fenceOf = (feature: string) =>
    overrides.filter((o) => o.includes.length === 1 && o.includes[0] === `${FEATURES}/${feature}/**`);
  // Every fence is the same text but for its folder's name.
  const shape = (o: Override, feature: string) => JSON.stringify(o).replaceAll(`/${feature}/`, '/<feature>/');
  const shapes = new Set<string>();
  for (const feature of features) {
    const fences = fenceOf(feature);
    if (fences.length !== 1) {
      problems.push(`${FEATURES}/${feature}/ has ${fences.length} fences in biome.json, not 1`);
      continue;
    }
    const fence = fences[0] as Override;
    if (!JSON.stringify(fence).includes(`"!#web/features/${feature}/**"`)) {
      problems.push(`${FEATURES}/${feature}/'s fence does not let it import its own files`);
    }
    shapes.add(shape(fence, feature));
  }
  if (shapes.size > 1)
    problems.push(`the feature fences differ by more than their folder: ${[...shapes].join('\n')}`);
  for (const o of overrides) {
    for (const include of o.includes) {
      const target = include.replace(/\/\*\*$/, '');
      if (!exists(target)) problems.push(`biome.json fences ${include}, which does not exist`);
    }
  }
  return problems;
}

describe('every web feature folder is fenced', () => {
  const inRoot = (relative: string) => existsSync(path.join(ROOT, relative));
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as { overrides: Override[] };

  it('has one fence per feature folder and none for a folder that is gone', () => {
    expect(fenceProblems(inRoot, featureFolders(ROOT), config.overrides)).toEqual([]);
  });

  it('fails for a feature folder without a fence, a fence copied without its name, and a stale fence', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'yod-fences-'));
    // The feature folders are the temporary ones; every other path is the project's.
    const inTemp = (relative: string) =>
      existsSync(path.join(relative.startsWith(`${FEATURES}/`) ? root : ROOT, relative));
    try {
      const fenced = config.overrides
        .map((o) => o.includes[0]?.match(/^src\/web\/features\/([^/]+)\/\*\*$/)?.[1])
        .filter((feature) => feature !== undefined);
      for (const feature of [...fenced, 'new-feature']) {
        mkdirSync(path.join(root, FEATURES, feature), { recursive: true });
      }
      const features = featureFolders(root);
      expect(fenceProblems(inTemp, features, config.overrides)).toEqual([
        `${FEATURES}/new-feature/ has 0 fences in biome.json, not 1`,
      ]);
      const copied = JSON.parse(
        JSON.stringify(config.overrides.find((o) => o.includes[0] === `${FEATURES}/admin/**`)),
      ) as Override;
      copied.includes = [`${FEATURES}/new-feature/**`];
      expect(fenceProblems(inTemp, features, [...config.overrides, copied])).toEqual([
        `${FEATURES}/new-feature/'s fence does not let it import its own files`,
        expect.stringContaining('the feature fences differ by more than their folder'),
      ]);
      rmSync(path.join(root, FEATURES, 'admin'), { recursive: true });
      expect(fenceProblems(inTemp, featureFolders(root), config.overrides)).toContain(
        `biome.json fences ${FEATURES}/admin/**, which does not exist`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

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

  it("refuses every feature folder's import of another feature (one Biome run over all of them)", () => {
    const features = featureFolders(ROOT);
    const crossings = Object.fromEntries(
      features.map((feature, i) => {
        const other = features[(i + 1) % features.length];
        return [`${FEATURES}/${feature}/a.ts`, `export { x } from '#web/features/${other}/x.ts';\n`];
      }),
    );
    expect(lint(crossings).filter((rule) => rule === 'noRestrictedImports')).toHaveLength(features.length);
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
