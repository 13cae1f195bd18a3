import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { KEPT_TITLE_CASE, voiceProblems } from './pt-br-voice.ts';
import { visibleTexts } from './visible-texts.ts';

/**
 * One voice in pt-BR (docs/pt-br-voice.md): every text a person may read, in the catalogue and in
 * the sources of src/domain, src/server and src/web (tests excluded), is swept for the rules'
 * problems. A failure names the file, the line and what to write instead.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
/** Parsing every source takes a few seconds, more on a machine busy with other test files. */
const SWEEP_TIMEOUT = 60_000;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('test-support'));
}

/**
 * The demo data's battle titles and sponsors are names an organizer typed ('Noite dos Joelhos',
 * 'Fight Shop'), so their capitals are theirs; every other rule holds there too.
 */
const NAMES_AS_TYPED = 'src/server/db/seed/';
/** Every text read, for the check that the kept Title Case labels are still written. */
const read = new Set<string>();

function problemsIn(file: string, code: string): string[] {
  const found = visibleTexts(file, code).flatMap(({ line, text }) => {
    read.add(text);
    return voiceProblems(text)
      .filter((problem) => !(file.startsWith(NAMES_AS_TYPED) && problem.includes('sentence case')))
      .map((problem) => `${file}:${line} ${problem}\n    in: ${text}`);
  });
  return [...new Set(found)];
}

describe('the rules', () => {
  it.each([
    ['Informe seu email.', 'e-mail'],
    ['Email ou senha inválidos.', 'e-mail'],
    ['Use os YodCoins para votar.', 'feminine'],
    ['Você não tem nenhum YodCoin.', 'feminine'],
    ['Foram adicionados 5 YodCoins à sua carteira.', 'feminine'],
    ['YodCoins adicionados', 'feminine'],
    ['As YodCoins dos fãs são devolvidos.', 'feminine'],
    ['1 YodCoin foi devolvido à sua carteira.', 'feminine'],
    ['Voto Anônimo Registrado!', 'sentence case'],
    ['Ajuste Realizado com Sucesso', 'sentence case'],
    ['Acesso Negado', 'sentence case'],
    ['Minha Carteira', 'sentence case'],
    ['Motivo: spam..', 'end the sentence once'],
    ['Oops! Page not found', 'English'],
    ['Corrigir slugs', 'jargon'],
    ['O usuário sai na próxima requisição.', 'jargon'],
  ])('refuses %j, saying what to write', (text, advice) => {
    const problems = voiceProblems(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(advice);
  });

  it.each([
    'Informe seu e-mail.',
    'E-mail ou senha inválidos.',
    'Use as YodCoins para votar.',
    'Foram adicionadas 5 YodCoins à sua carteira; 1 YodCoin foi removida da sua carteira.',
    'Cada voto custa 1 YodCoin e é debitado na hora.',
    'Voto anônimo registrado!',
    'Acesso negado',
    'Horários em America/Sao_Paulo',
    'Em Andamento',
    'Bem-vindo à Yod Arena: YodCoins grátis, prêmios via PIX e Muaythai de verdade.',
    'Conforme a Lei Geral de Proteção de Dados e os Termos de Uso.',
    'Carregando...',
    'Página não encontrada',
  ])('accepts %j', (text) => {
    expect(voiceProblems(text)).toEqual([]);
  });
});

describe('the texts it reads', () => {
  const sample = `
    import { x } from './email-field.tsx';
    const field = { name: 'email', label: 'Email do usuário' };
    if (kind === 'Email Template Name') log.info('Email Sent To User');
    const sql = db.execute(sql\`SELECT email FROM users\`);
    export function Page() {
      return (
        <section className="Title Case Classes" data-x="Aria Label Here">
          <h1>Voto Anônimo Registrado!</h1>
          <p>Você recebe {yodcoinsLabel(n)} por dia, <strong>creditados</strong> no seu primeiro acesso.</p>
          <Link to="/Email/Page">Voltar</Link>
        </section>
      );
    }
    const body = \`Foram adicionados \${yodcoinsLabel(n)} à sua carteira.\`;
  `;
  const texts = visibleTexts('sample.tsx', sample).map((t) => t.text);

  it('reads labels, JSX text with its inline parts, and templates', () => {
    expect(texts).toContain('Email do usuário');
    expect(texts).toContain('Voto Anônimo Registrado!');
    expect(texts).toContain('Você recebe N YodCoins por dia, creditados no seu primeiro acesso.');
    expect(texts).toContain('Foram adicionados N YodCoins à sua carteira.');
  });

  it('skips code: imports, field names, comparisons, logs, SQL, classes and addresses', () => {
    for (const code of [
      'email',
      'Email Template Name',
      'Email Sent To User',
      'Title Case Classes',
      '/Email/Page',
    ])
      expect(texts).not.toContain(code);
    expect(texts.join(' ')).not.toContain('SELECT');
  });
});

describe('one voice in pt-BR', () => {
  it('the catalogue', () => {
    const problems = Object.entries(messages).flatMap(([code, entry]) =>
      [entry.message, 'title' in entry ? entry.title : '']
        .flatMap((text) => voiceProblems(text))
        .map((problem) => `${code}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(['src/domain', 'src/server', 'src/web'])(
    'the texts of %s',
    (dir) => {
      const files = sourceFiles(dir);
      // The sweep does read the sources (a moved folder would make it pass on nothing).
      expect(files.length).toBeGreaterThan(50);
      const problems = files.flatMap((file) => problemsIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it('keeps its list of labels still in Title Case true: each is still written', () => {
    expect(read.size).toBeGreaterThan(1000);
    const gone = [...KEPT_TITLE_CASE].filter((label) => !read.has(label));
    expect(gone, 'no longer written: remove them from KEPT_TITLE_CASE (scripts/pt-br-voice.ts)').toEqual([]);
  });
});
