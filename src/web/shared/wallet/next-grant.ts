/**
 * How long until the next daily YodCoins, as a fan reads it: '14h32' (hours and minutes, the
 * minutes rounded up so it never says 0 while some remain), 'menos de 1 min' at the very end.
 */
export function timeUntilLabel(until: Date | string, now: Date): string {
  const ms = new Date(until).getTime() - now.getTime();
  if (ms <= 60_000) return 'menos de 1 min';
  const minutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return `${hours}h${String(rest).padStart(2, '0')}`;
}

/** Today's grant is news once per user and São Paulo day: the key remembered after showing it. */
export function dailyGrantSeenKey(userId: string, day: string): string {
  return `yod:daily-grant-seen:${userId}:${day}`;
}
