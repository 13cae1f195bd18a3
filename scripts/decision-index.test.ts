import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md indexes every decision record: a row per record whose number, link,
 * title, status, date and superseding record agree with the record's own heading and Status line
 * (the formats TEMPLATE.md gives).
 */
const dir = path.resolve(import.meta.dirname, '../docs/decisions');

interface Entry {
  number: string;
  file: string;
  title: string;
  status: string;
  date: string;
  supersededBy: string;
}

/** What a record says about itself: `# NNNN — Title` and its `Status:` line. */
function fromRecord(file: string): Entry {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const heading = /^# (\d{4}) — (.+)$/m.exec(text);
  const statusLine = /^Status: (.+)$/m.exec(text)?.[1];
  if (!heading || !statusLine) throw new Error(`${file}: no "# NNNN — title" heading or no "Status:" line`);
  const status = /^(proposed|accepted|superseded|rejected)\b/.exec(statusLine)?.[1];
  if (!status) throw new Error(`${file}: the Status line does not start with a known status: ${statusLine}`);
  const superseded = /^superseded by (\d{4}) \((\d{4}-\d{2}-\d{2})\)/.exec(statusLine);
  // The day it was accepted: "accepted (YYYY-MM-DD)", or "…; accepted YYYY-MM-DD" once superseded.
  const decided = /\b(?:accepted|rejected) \(?(\d{4}-\d{2}-\d{2})/.exec(statusLine)?.[1] ?? '';
  return {
    number: heading[1]!,
    file,
    title: heading[2]!.trim(),
    status,
    date: decided,
    supersededBy: superseded ? `${superseded[1]} (${superseded[2]})` : '',
  };
}

/** The index rows: `| [NNNN](file) | title | status | date | [NNNN](file) (date) |`. */
function fromIndex(): Entry[] {
  const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
  return index
    .split('\n')
    .filter((line) => /^\| \[\d{4}\]/.test(line))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\| ?| ?\|$/g, '').trim());
      const [link = '', title = '', status = '', date = '', supersededBy = ''] = cells;
      const [, number = '', file = ''] = /^\[(\d{4})\]\(([^)]+)\)$/.exec(link) ?? [];
      return {
        number,
        file,
        title,
        status,
        date,
        // The superseding record's link shows as its number.
        supersededBy: supersededBy.replace(/^\[(\d{4})\]\([^)]+\)/, '$1'),
      };
    });
}

const records = readdirSync(dir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();

describe('the decision records index (docs/decisions/README.md)', () => {
  it('has one row per record, in order, each agreeing with its record', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(fromIndex()).toEqual(records.map(fromRecord));
  });

  it('names each record by the number its file starts with', () => {
    for (const file of records) expect(file.slice(0, 4)).toBe(fromRecord(file).number);
  });

  it('supersedes records only by records that exist', () => {
    const numbers = new Set(records.map((file) => file.slice(0, 4)));
    for (const entry of records.map(fromRecord)) {
      if (entry.supersededBy) expect(numbers).toContain(entry.supersededBy.slice(0, 4));
    }
  });
});
