// What `npm run deps:check` prints (scripts/deps-check.ts): the direct dependencies behind their
// latest release, and the packages the install does not take as published (patches, overrides).
// Pure formatting, apart from the command that gathers its input.

/** One row of `npm outdated --json --long`: versions are missing for a package not installed. */
export interface OutdatedEntry {
  current?: string;
  wanted?: string;
  latest?: string;
  type?: string;
}

export type Overrides = { [name: string]: string | Overrides };

/**
 * The part of a version a breaking release changes: the major, or for 0.x the first part that is
 * not zero (semver's caret treats 0.45 → 0.46 as breaking, so does npm's `^`).
 */
function breakingPart(version: string): string {
  const [major = '', minor = '', patch = ''] = version.replace(/^[^\d]*/, '').split(/[.+-]/);
  if (major !== '0') return major;
  return minor !== '0' ? `0.${minor}` : `0.0.${patch}`;
}

/** Whether `latest` is a breaking release from `from` (the installed version, else the wanted one). */
export function isMajorUpdate(from: string | undefined, latest: string | undefined): boolean {
  return from !== undefined && latest !== undefined && breakingPart(from) !== breakingPart(latest);
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** The outdated direct dependencies, majors first, each marked when its latest release is a major. */
export function outdatedLines(outdated: Record<string, OutdatedEntry>): string[] {
  const rows = Object.entries(outdated).map(([name, entry]) => {
    const major = isMajorUpdate(entry.current ?? entry.wanted, entry.latest);
    return {
      major,
      cells: [
        name,
        entry.current ?? '(not installed)',
        entry.wanted ?? '-',
        entry.latest ?? '-',
        entry.type === 'devDependencies' ? 'dev' : '',
        major ? 'MAJOR' : entry.current !== entry.wanted ? 'in range' : 'outside range',
      ],
    };
  });
  if (rows.length === 0) return ['Every direct dependency is on its latest release.'];
  rows.sort(
    (a, b) => Number(b.major) - Number(a.major) || (a.cells[0] ?? '').localeCompare(b.cells[0] ?? ''),
  );
  const majors = rows.filter((row) => row.major).length;
  return [
    `${rows.length} direct dependencies behind their latest release (${majors} of them a major):`,
    '',
    ...table(
      ['package', 'current', 'wanted', 'latest', 'dev', 'update'],
      rows.map((row) => row.cells),
    ),
    '',
    '"in range": `npm update` takes it (package.json allows it); "outside range": package.json pins',
    'below it; "MAJOR": a breaking release, to take on purpose.',
  ];
}

/** `@scope+name+1.2.3.patch` (patch-package's naming) as `@scope/name@1.2.3`. */
export function patchedPackageOf(file: string): string | null {
  const match = /^(.+)\+(\d[^+]*)\.patch$/.exec(file);
  return match?.[1] && match[2] ? `${match[1].replaceAll('+', '/')}@${match[2]}` : null;
}

/** Every override of package.json, a nested one as its path (`parent > dependency`). */
export function overrideLines(overrides: Overrides, path: string[] = []): string[] {
  return Object.entries(overrides).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`${[...path, name].join(' > ')}: ${value}`]
      : overrideLines(value, [...path, name]),
  );
}

/** The packages the install changes or forces: patch files and package.json's overrides. */
export function patchedLines(patchFiles: string[], overrides: Overrides): string[] {
  const patches = patchFiles.filter((file) => file.endsWith('.patch'));
  const forced = overrideLines(overrides);
  if (patches.length === 0 && forced.length === 0) return ['No package is patched or overridden.'];
  return [
    ...(patches.length > 0
      ? ['Patched (patches/):', ...patches.map((file) => `  ${patchedPackageOf(file) ?? file}`)]
      : ['No patch (no patches/ folder).']),
    ...(forced.length > 0
      ? ['Overridden (package.json "overrides"):', ...forced.map((line) => `  ${line}`)]
      : []),
  ];
}
