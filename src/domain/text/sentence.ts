/**
 * `text` as the end of a sentence: trimmed, with one final period unless it already ends in
 * '.', '!', '?' or '…'. For a text someone typed (a ban reason, an adjustment's note) that a
 * message closes with its own period: 'Motivo: spam.' and never 'Motivo: spam..'.
 */
export function endSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /[.!?…]$/.test(trimmed)) return trimmed;
  return `${trimmed}.`;
}
