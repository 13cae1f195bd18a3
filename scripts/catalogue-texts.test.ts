import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';

/**
 * The message catalogue (src/domain/messages/) is the one place its texts are written: pages,
 * components and the server import an entry instead of typing its text again (a copy drifts when
 * the entry changes), and an entry nothing imports is gone (the server's codes count: an entry
 * only the server answers with is referenced).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const CATALOGUE = 'src/domain/messages/';

/**
 * Files another helper is rewriting (the admin battle form and panels), with the catalogue texts
 * they still type; each pair is removed once the file imports the entry. The test fails on a pair
 * that no longer holds, so the list only shrinks.
 */
const PENDING: Record<string, string[]> = {
  'src/web/features/admin/components/battles/battle-admin-card.tsx': ['Erro ao remover batalha'],
  'src/web/features/admin/components/battles/battle-form-dialog.tsx': [
    'Ocorreu um erro inesperado ao salvar a batalha.',
  ],
  'src/web/features/admin/components/participants/participant-actions.tsx': ['Erro ao adicionar voto'],
};
/** Entries only those files would use (their texts typed there); the same rule as PENDING. */
const PENDING_CODES = ['BATTLE_SAVE_FAILED', 'BATTLE_DELETE_FAILED', 'PARTICIPANT_NOT_REMOVED'];
/** Texts too common to belong to one entry ('Erro' heads many toasts and the error page). */
const GENERIC = new Set(['Erro', 'Aviso', 'Tente novamente.']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(CATALOGUE) && !file.includes('test-support'));
}

const files = ['src/domain', 'src/server', 'src/web'].flatMap(sourceFiles);
/** The code without its comments, which may quote a text they explain. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}
const sources = new Map(
  files.map((file) => [file, withoutComments(readFileSync(path.join(ROOT, file), 'utf8'))]),
);

/** The catalogue's texts (messages and distinctive titles) with the codes that hold them. */
function catalogueTexts(): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const [code, entry] of Object.entries(messages)) {
    const own = [entry.message, 'title' in entry ? entry.title : ''].filter((t) => t && !GENERIC.has(t));
    for (const text of own) texts.set(text, [...(texts.get(text) ?? []), code]);
  }
  return texts;
}

/** Where `text` is written as a whole string literal or a whole JSX text in `source`. */
function typedIn(source: string, text: string): boolean {
  const quoted = [`'${text}'`, `"${text}"`, `\`${text}\``, `>${text}<`];
  return quoted.some((q) => source.includes(q)) || source.split('\n').some((line) => line.trim() === text);
}

describe('the message catalogue', () => {
  // Every text against every source: seconds when other files (the pt-BR voice sweep) share the cores.
  it('is where its texts are written: nothing outside it types one again', () => {
    const typed: string[] = [];
    for (const [text, codes] of catalogueTexts()) {
      for (const [file, source] of sources) {
        if (PENDING[file]?.includes(text)) continue;
        if (typedIn(source, text)) typed.push(`${file}: '${text}' (${codes.join(', ')})`);
      }
    }
    expect(typed).toEqual([]);
  }, 30_000);

  it('has no entry nothing uses', () => {
    const unused = Object.keys(messages).filter(
      (code) =>
        !PENDING_CODES.includes(code) &&
        ![...sources.values()].some((source) => new RegExp(`\\b${code}\\b`).test(source)),
    );
    expect(unused).toEqual([]);
  });

  it('keeps its list of files still to convert true', () => {
    for (const [file, texts] of Object.entries(PENDING)) {
      for (const text of texts)
        expect(typedIn(sources.get(file) ?? '', text), `${file}: '${text}'`).toBe(true);
    }
    for (const code of PENDING_CODES) {
      const users = [...sources.values()].filter((source) => new RegExp(`\\b${code}\\b`).test(source));
      expect(users, code).toEqual([]);
    }
  });
});
