import { plural } from '#domain/text/plural.ts';
import { type DateInput, toTime } from '#domain/time/date-input.ts';
import { type BattleStatus, battleStatuses } from './battle-status.ts';

/**
 * Two people for prize money (docs/decisions/0035-prize-money-two-people.md): a battle that
 * promises a prize goes public only when an admin has seen what a moderator created or changed in
 * it. A prize is promised when its amount is above zero, whatever its type: an item or a gift card
 * of R$ 500,00 costs the operator as much as a PIX of R$ 500,00.
 */
export function promisesPrize(prizeAmount: number | null | undefined): boolean {
  return (prizeAmount ?? 0) > 0;
}

/**
 * The fields whose change by a moderator sends a prize battle back to an admin: what fans are
 * promised (the prize) and when and among how many they compete (dates, seats).
 */
export const APPROVAL_FIELDS = [
  'prizeAmount',
  'prizeType',
  'prizeDescription',
  'startTime',
  'endTime',
  'maxParticipants',
] as const;

/** The status a battle takes by its dates alone: scheduled before its start, open for fighters after. */
export function automaticStatus(start: DateInput | null, now: Date): 'scheduled' | 'waiting' {
  const at = toTime(start);
  return at !== null && at > now.getTime() ? 'scheduled' : 'waiting';
}

/** Shown statuses in which no fan has joined or voted yet: a battle there may still be held back. */
const BEFORE_OPENING: readonly BattleStatus[] = ['pending', 'scheduled'];

/** Whether a battle showing `displayStatus` has not opened to fighters and votes yet. */
export function isBeforeOpening(displayStatus: BattleStatus): boolean {
  return BEFORE_OPENING.includes(displayStatus);
}

export interface StatusChoiceInput {
  /** The stored status; null for a new battle. */
  current: BattleStatus | null;
  /** The status the battle shows now (deriveDisplayStatus); null for a new battle. */
  currentDisplay: BattleStatus | null;
  /** The start being saved; null for none. */
  start: DateInput | null;
  now: Date;
}

/**
 * The statuses a moderator may save (docs/product.md#approval): the one the battle has (no
 * change); 'scheduled' for a start in the future; and, before it opens, the one its dates give
 * (Agendada / Aguardando Participantes) or holding it back (Aguardando Aprovação). Ready, running
 * and finished follow from joins and the clock, or from an admin: a moderator never sets them.
 */
export function moderatorStatusChoices(input: StatusChoiceInput): BattleStatus[] {
  const auto = automaticStatus(input.start, input.now);
  const allowed = new Set<BattleStatus>();
  if (input.current) allowed.add(input.current);
  // A start moved into the future makes any battle 'scheduled' (the form's rule, for everyone).
  if (auto === 'scheduled') allowed.add(auto);
  if (input.currentDisplay === null || isBeforeOpening(input.currentDisplay)) {
    allowed.add(auto);
    allowed.add('pending');
  }
  return battleStatuses.filter((status) => allowed.has(status));
}

const DAYS = { one: 'dia', other: 'dias' };
const HOURS = { one: 'hora', other: 'horas' };
const MINUTES = { one: 'minuto', other: 'minutos' };

/**
 * How long a battle runs, in its two largest units ('7 dias e 2 horas', '3 horas', '45 minutos'):
 * a wrong month or year shows here as '31 dias' or '365 dias' before anyone else sees it.
 */
export function durationLabel(start: DateInput | null, end: DateInput): string | null {
  const from = toTime(start);
  const to = toTime(end);
  if (from === null || to === null || to <= from) return null;
  const minutes = Math.round((to - from) / 60_000);
  const parts = [
    [Math.floor(minutes / 1440), DAYS],
    [Math.floor((minutes % 1440) / 60), HOURS],
    [minutes % 60, MINUTES],
  ] as const;
  const shown = parts.filter(([n]) => n > 0).slice(0, 2);
  if (shown.length === 0) return 'menos de 1 minuto';
  return shown.map(([n, forms]) => plural(n, forms)).join(' e ');
}
