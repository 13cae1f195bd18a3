import { type DateInput, toTime } from '#domain/time/date-input.ts';

export const battleStatuses = ['pending', 'scheduled', 'waiting', 'ready', 'active', 'finished'] as const;
export type BattleStatus = (typeof battleStatuses)[number];

/** Used only in the display; the scheduling helper stores its own default when creating. */
export const DEFAULT_DISPLAY_MAX_PARTICIPANTS = 50;
export const DEFAULT_SCHEDULED_MAX_PARTICIPANTS = 10;

export const UNKNOWN_STATUS_LABEL = 'Status Desconhecido';

export const battleStatusLabels: Record<BattleStatus, string> = {
  pending: 'Aguardando Aprovação',
  scheduled: 'Agendada',
  waiting: 'Aguardando Participantes',
  ready: 'Pronta para Iniciar',
  active: 'Em Andamento',
  finished: 'Finalizada',
};

export const battleStatusShortLabels: Record<BattleStatus, string> = {
  pending: 'Pendente',
  scheduled: 'Agendada',
  waiting: 'Aguardando',
  ready: 'Pronta',
  active: 'Ativa',
  finished: 'Finalizada',
};

export function isBattleStatus(value: unknown): value is BattleStatus {
  return typeof value === 'string' && (battleStatuses as readonly string[]).includes(value);
}

export function battleStatusLabel(status: string): string {
  return isBattleStatus(status) ? battleStatusLabels[status] : UNKNOWN_STATUS_LABEL;
}

export function battleStatusShortLabel(status: string): string {
  return isBattleStatus(status) ? battleStatusShortLabels[status] : UNKNOWN_STATUS_LABEL;
}

/** A battle without a stored maximum behaves everywhere as the display default. */
export function effectiveMaxParticipants(maxParticipants: number | null | undefined): number {
  return maxParticipants ?? DEFAULT_DISPLAY_MAX_PARTICIPANTS;
}

export function isBattleFull(participantsCount: number, maxParticipants: number | null | undefined): boolean {
  return participantsCount >= effectiveMaxParticipants(maxParticipants);
}

export interface BattleTiming {
  status: BattleStatus;
  startTime: DateInput | null;
  endTime: DateInput;
  participantsCount: number;
  maxParticipants: number | null;
}

const RUNNING: readonly BattleStatus[] = ['waiting', 'ready', 'active'];

/**
 * The status a viewer should see right now. The stored status lags behind the clock by up to one
 * job tick (60 s), so every read derives it: scheduled becomes waiting at start, a full waiting
 * battle is active, and anything running is finished once the end time is reached.
 */
export function deriveDisplayStatus(battle: BattleTiming, now: Date): BattleStatus {
  const at = now.getTime();
  let status = battle.status;
  const start = toTime(battle.startTime);
  if (status === 'scheduled' && start !== null && start <= at) status = 'waiting';
  if (status === 'waiting' && isBattleFull(battle.participantsCount, battle.maxParticipants)) {
    status = 'active';
  }
  const end = toTime(battle.endTime);
  if (RUNNING.includes(status) && end !== null && end <= at) status = 'finished';
  return status;
}

/**
 * The stored status the periodic job should write, or null when nothing moves. Unlike the display,
 * it never persists "full means active": a join that fills the battle stores that itself.
 */
export function nextStoredStatus(
  battle: Pick<BattleTiming, 'status' | 'startTime' | 'endTime'>,
  now: Date,
): BattleStatus | null {
  const at = now.getTime();
  const end = toTime(battle.endTime);
  const ended = end !== null && end <= at;
  if (battle.status === 'scheduled') {
    const start = toTime(battle.startTime);
    if (start === null || start > at) return null;
    return ended ? 'finished' : 'waiting';
  }
  if (RUNNING.includes(battle.status) && ended) return 'finished';
  return null;
}

export type StatusMoveNotice = 'started' | 'finished';

/**
 * What participants are told when the stored status moves, whoever moves it (the job, the join
 * that fills a battle, an admin edit), so every path notifies alike: 'finished' on reaching
 * finished; 'started' on reaching active, or on reaching any running status from one where votes
 * were closed (votes open then). Null for anything else. Repeats are harmless: the notifier's
 * dedupe keys store each notice once per battle and user.
 */
export function statusMoveNotice(from: BattleStatus, to: BattleStatus): StatusMoveNotice | null {
  if (from === to) return null;
  if (to === 'finished') return 'finished';
  if (to === 'active' || (RUNNING.includes(to) && !RUNNING.includes(from))) return 'started';
  return null;
}

export function isOpenForVotes(displayStatus: BattleStatus, endTime: DateInput, now: Date): boolean {
  const end = toTime(endTime);
  return RUNNING.includes(displayStatus) && end !== null && now.getTime() < end;
}

/** Joining is possible only while waiting for participants and below the maximum. */
export function isOpenForJoin(
  displayStatus: BattleStatus,
  participantsCount: number,
  maxParticipants: number | null | undefined,
): boolean {
  return displayStatus === 'waiting' && !isBattleFull(participantsCount, maxParticipants);
}
