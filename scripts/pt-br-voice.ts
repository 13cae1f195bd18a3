/**
 * The rules of docs/pt-br-voice.md as checks on one visible text. Each problem names what to
 * write instead, since the person reading a failure may be adding the text in another branch.
 */

/**
 * Capitalised words that stay capitalised inside a sentence: names of the product, its coin,
 * the sport, payment systems, documents, networks, places, and the people of the demo data.
 */
const PROPER_NOUNS = new Set([
  'Yod',
  'Arena',
  'YodCoin',
  'YodCoins',
  'Muaythai',
  'Muay',
  'Thai',
  'Nak',
  'Stories',
  'PIX',
  'CPF',
  'CNPJ',
  'DDD',
  'ID',
  'URL',
  'Instagram',
  'WhatsApp',
  'Facebook',
  'X',
  'Google',
  'Brasil',
  'São',
  'Paulo',
  'Brasília',
  'Lei',
  'LGPD',
]);

/** Names of several words (laws, institutions, pages) that keep their capitals. */
const PROPER_NAMES = [
  'Termos de Uso',
  'Política de Privacidade',
  'Marco Civil da Internet',
  'Lei Geral de Proteção de Dados',
  'Autoridade Nacional de Proteção de Dados',
  'Código de Defesa do Consumidor',
  'República Federativa do Brasil',
];

/**
 * Labels kept in Title Case for now: the battle statuses and card buttons as the product spec
 * names them, achievement names and the battle dialog's titles, to be changed with the pages that
 * own them. The sweep fails when one is no longer written, so the list only shrinks: a new label
 * is written in sentence case instead.
 */
export const KEPT_TITLE_CASE = new Set([
  'Aguardando Aprovação',
  'Aguardando Participantes',
  'Pronta para Iniciar',
  'Em Andamento',
  'Status Desconhecido',
  'Batalha Completa',
  'Ver Batalha',
  'Nova Batalha',
  'Editar Batalha',
  'Membro Beta',
  'Vencedor de Batalha',
]);

/** Words that join the capitalised ones of a Title Case run ('Erro ao Ajustar Saldo'). */
const JOINERS = new Set([
  'a',
  'à',
  'ao',
  'com',
  'da',
  'das',
  'de',
  'do',
  'dos',
  'e',
  'em',
  'na',
  'no',
  'o',
  'para',
  'por',
]);

/** Masculine articles, determiners and participles around YodCoin(s); the coin is feminine. */
const MASCULINE_BEFORE =
  /(?<!\p{L})(os|dos|nos|aos|pelos|estes|esses|seus|teus|meus|nossos|alguns|todos|muitos|poucos|quantos|o|do|no|ao|pelo|um|nenhum|este|esse|seu|meu|teu|nosso|algum|todo|primeiro|último)\s+YodCoins?\b/iu;
/**
 * A masculine participle or adjective agreeing with the coin later in its clause ('YodCoins dos
 * fãs são devolvidos'): the clause ends at a comma, a parenthesis, a sentence's end or ' e '.
 */
const MASCULINE_AFTER_PLURAL =
  /\bYodCoins\b(?:(?! e )[^.,;!?()]){0,40}?(?<!\p{L})\p{L}+(?:ados|idos|ídos|uitos|ários)(?!\p{L})/u;
const MASCULINE_AFTER_SINGULAR =
  /\bYodCoin\b(?:(?! e )[^.,;!?()]){0,40}?(?<!\p{L})\p{L}+(?:ado|ido|ído|uito|ário)(?!\p{L})/u;
const MASCULINE_PARTICIPLE_FIRST =
  /(?<!\p{L})(\p{L}+(?:ados|idos|ídos))\s+(?:N\s+|\d[\d.]*\s+|\{…\}\s+)?YodCoins?\b/iu;

/** Each word starting with a capital that is not a proper noun, after the first of its sentence. */
function titleCaseRun(text: string): string | null {
  // A label, a button or a title (four words at most) shows Title Case from its second capital.
  const enough = text.trim().split(/\s+/).length <= 4 ? 2 : 3;
  const named = PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, '{…}'), text);
  for (const sentence of named.split(/[.,!?:;¶()"“”'‘’|\n—–•·]|\s-\s|\{…\}/)) {
    const words = sentence.trim().split(/\s+/);
    let run: string[] = [];
    let capitals = 0;
    for (const raw of words) {
      const word = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
      // A time zone or a path ('America/Sao_Paulo') is a code, not a capitalised word.
      const capital = /^\p{Lu}\p{Ll}/u.test(word) && !/[/_]/.test(raw) && !PROPER_NOUNS.has(word);
      if (capital) {
        run.push(word);
        capitals += 1;
        if (capitals >= enough) return run.join(' ');
      } else if (JOINERS.has(word) && run.length > 0) run.push(word);
      else {
        run = [];
        capitals = 0;
      }
    }
  }
  return null;
}

/** What is wrong with `text`, each with what to write instead; empty when it reads well. */
export function voiceProblems(text: string): string[] {
  const problems: string[] = [];
  const email = text.match(/(?<![\w@.-])[Ee]mails?\b(?![@.]\w)/);
  if (email) problems.push(`"${email[0]}": write "e-mail" ("E-mail" to start a sentence)`);
  const before = text.match(MASCULINE_BEFORE);
  if (before)
    problems.push(`"${before[0]}": YodCoins are feminine, like "moedas" ("as YodCoins", "nenhuma YodCoin")`);
  const after =
    text.match(MASCULINE_AFTER_PLURAL) ??
    text.match(MASCULINE_AFTER_SINGULAR) ??
    text.match(MASCULINE_PARTICIPLE_FIRST);
  if (after)
    problems.push(`"${after[0]}": YodCoins are feminine ("YodCoins adicionadas", "YodCoins gratuitas")`);
  const run = KEPT_TITLE_CASE.has(text) ? null : titleCaseRun(text);
  if (run)
    problems.push(
      `"${run}": sentence case, only the first word and proper nouns capitalised ("Voto anônimo registrado!")`,
    );
  if (/(?<!\.)\.\.(?!\.)/.test(text))
    problems.push(
      '"..": end the sentence once (endSentence() of src/domain/text/sentence.ts for a text ending in ".")',
    );
  const english = text.match(/\bOops\b|\bPage not found\b/i);
  if (english) problems.push(`"${english[0]}": English; write it in Portuguese ("Página não encontrada")`);
  const jargon = text.match(/\bslugs?\b|(?<!\p{L})requisiç(?:ão|ões)(?!\p{L})/iu);
  if (jargon)
    problems.push(
      `"${jargon[0]}": jargon; say it plainly ("endereço da batalha" for slug, "acesso" or "pedido" for requisição)`,
    );
  return problems;
}
