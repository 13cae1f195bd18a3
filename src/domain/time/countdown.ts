import type { BattleStatus } from '#domain/battles/battle-status.ts';
import { type DateInput, toDate } from './date-input.ts';

export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownTarget {
  label: 'Início em' | 'Encerramento em';
  target: Date;
}

/** A scheduled battle counts down to its start; everything else to its end. */
export function countdownTarget(battle: {
  displayStatus: BattleStatus;
  startTime: DateInput | null;
  endTime: DateInput;
}): CountdownTarget {
  if (battle.displayStatus === 'scheduled' && battle.startTime !== null) {
    return { label: 'Início em', target: toDate(battle.startTime) };
  }
  return { label: 'Encerramento em', target: toDate(battle.endTime) };
}

/** The last minute before the target: the countdown says so instead of looking as it does days ahead. */
export const IMMINENT_MS = 60_000;

/** True from one minute before the target until it is reached. */
export function isImminent(ms: number): boolean {
  return ms > 0 && ms <= IMMINENT_MS;
}

/**
 * The countdown's words at `ms` before the target: its label, or in the last minute 'Encerra em
 * instantes' / 'Começa em instantes'.
 */
export function countdownLabel(label: CountdownTarget['label'], ms: number): string {
  if (!isImminent(ms)) return label;
  return label === 'Início em' ? 'Começa em instantes' : 'Encerra em instantes';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2d 03:04:05' with days, '03:04:05' without; '00:00:00' once the target has passed. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

export function msUntil(target: DateInput, now: Date): number {
  return toDate(target).getTime() - now.getTime();
}

/**
 * Admin scheduled card: '2h 15min', '45min' or '3h'; 'Iniciando...' when due. Minutes round up so
 * a battle 30 s away reads '1min' rather than '0min'.
 */
export function startsInLabel(start: DateInput, now: Date): string {
  const ms = msUntil(start, now);
  if (ms <= 0) return 'Iniciando...';
  const totalMinutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}min`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}min`;
}
