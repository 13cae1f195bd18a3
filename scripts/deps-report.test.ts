import { describe, expect, it } from 'vitest';
import { isMajorUpdate, outdatedLines, patchedLines, patchedPackageOf } from './deps-report.ts';

describe('deps:check report', () => {
  it('marks a breaking release: a new major, or for 0.x a new first non-zero part', () => {
    expect(isMajorUpdate('7.18.7', '8.5.3')).toBe(true);
    expect(isMajorUpdate('7.18.4', '7.18.7')).toBe(false);
    expect(isMajorUpdate('0.45.4', '0.46.0')).toBe(true);
    expect(isMajorUpdate('0.45.4', '0.45.9')).toBe(false);
    expect(isMajorUpdate('0.0.3', '0.0.4')).toBe(true);
    expect(isMajorUpdate(undefined, '1.0.0')).toBe(false);
  });

  it('lists the majors first, then the rest by name, with current, wanted and latest', () => {
    const lines = outdatedLines({
      zod: { current: '4.6.7', wanted: '4.6.9', latest: '4.6.9', type: 'dependencies' },
      'react-router': { current: '7.18.7', wanted: '7.18.7', latest: '8.5.3', type: 'dependencies' },
      '@biomejs/biome': { current: '2.5.15', wanted: '2.5.15', latest: '2.6.8', type: 'devDependencies' },
    });
    expect(lines[0]).toBe('3 direct dependencies behind their latest release (1 of them a major):');
    const rows = lines.slice(4, 7).map((line) => line.split(/\s+/));
    expect(rows).toEqual([
      ['react-router', '7.18.7', '7.18.7', '8.5.3', 'MAJOR'],
      ['@biomejs/biome', '2.5.15', '2.5.15', '2.6.8', 'dev', 'outside', 'range'],
      ['zod', '4.6.7', '4.6.9', '4.6.9', 'in', 'range'],
    ]);
    // The columns line up.
    expect(lines[4]?.indexOf('8.5.3')).toBe(lines[2]?.indexOf('latest'));
  });

  it('says so when nothing is outdated', () => {
    expect(outdatedLines({})).toEqual(['Every direct dependency is on its latest release.']);
  });

  it('names patch files as package@version and lists overrides with their path', () => {
    expect(patchedPackageOf('@react-router+dev+7.18.4.patch')).toBe('@react-router/dev@7.18.4');
    expect(patchedPackageOf('react-router+7.18.4.patch')).toBe('react-router@7.18.4');
    expect(
      patchedLines(['README.md', 'react-router+7.18.4.patch'], {
        rollup: '4.67.4',
        '@react-router/node': { 'react-router': '$react-router' },
      }),
    ).toEqual([
      'Patched (patches/):',
      '  react-router@7.18.4',
      'Overridden (package.json "overrides"):',
      '  rollup: 4.67.4',
      '  @react-router/node > react-router: $react-router',
    ]);
    expect(patchedLines([], {})).toEqual(['No package is patched or overridden.']);
  });
});
