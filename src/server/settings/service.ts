import type { PublicSettings } from '#domain/schemas/settings.ts';
import type { AppDeps } from '#server/deps.ts';
import { getSettings } from './repository.ts';

/** Every page render reads these; a change shows on other instances within this time. */
const PUBLIC_SETTINGS_TTL_MS = 5_000;

const remembered = new WeakMap<AppDeps, { value: PublicSettings; expiresAt: number }>();

/** The settings every visitor may read (texts that state the daily amount, the guest limit). */
export async function getPublicSettings(deps: AppDeps): Promise<PublicSettings> {
  const now = Date.now();
  const kept = remembered.get(deps);
  if (kept && kept.expiresAt > now) return kept.value;
  const s = await getSettings(deps.db);
  const value = {
    dailyYodcoins: s.dailyYodcoins,
    guestVotesPerDay: s.guestVotesPerWindow,
    operatorLegalName: deps.config.OPERATOR_LEGAL_NAME,
    operatorCnpj: deps.config.OPERATOR_CNPJ,
  };
  remembered.set(deps, { value, expiresAt: now + PUBLIC_SETTINGS_TTL_MS });
  return value;
}

/** After a change on this instance, its next read goes to the database. */
export function forgetPublicSettings(deps: AppDeps): void {
  remembered.delete(deps);
}
