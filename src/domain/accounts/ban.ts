import { banMessage } from '#domain/messages.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { plural } from '#domain/text/plural.ts';
import { type DateInput, toDate, toTime } from '#domain/time/date-input.ts';

export const BAN_PRESET_HOURS = [1, 6, 24, 72, 168, 720] as const;

export const banPresets: readonly { hours: (typeof BAN_PRESET_HOURS)[number]; label: string }[] = [
  { hours: 1, label: '1 hora' },
  { hours: 6, label: '6 horas' },
  { hours: 24, label: '24 horas' },
  { hours: 72, label: '72 horas (3 dias)' },
  { hours: 168, label: '168 horas (7 dias)' },
  { hours: 720, label: '720 horas (30 dias)' },
];

export const DEFAULT_BAN_HOURS = 24;
export const MIN_BAN_HOURS = 1;

/** Stored reasons, in English as older accounts hold them; reasonLabel shows them in pt-BR. */
export const DEFAULT_UNBAN_REASON = 'Manually unbanned by admin';
export const DELETED_ACCOUNT_REASON = 'Account deleted by admin';
/** The permanent ban that keeps an account its owner deleted out of every list and sign-in. */
export const SELF_DELETED_ACCOUNT_REASON = 'Account deleted by its owner';
/** The fixed reason for banning from a battle's participant panel; it is shown to the user. */
export const PARTICIPANT_BAN_REASON = 'Banido pela administração a partir do painel de uma batalha.';

/** The stored English reasons as the admin area and the ban dialog show them (pt-BR). */
const REASON_LABELS: Record<string, string> = {
  [DEFAULT_UNBAN_REASON]: 'Desbanido manualmente pelo administrador',
  [DELETED_ACCOUNT_REASON]: 'Conta excluída pelo administrador',
  [SELF_DELETED_ACCOUNT_REASON]: 'Conta excluída pelo próprio usuário',
};

/** A ban or unban reason for display: the stored English ones in pt-BR, an admin's own text as typed. */
export function reasonLabel(reason: string): string {
  return REASON_LABELS[reason] ?? reason;
}

/** Whether a ban is the one an account deletion leaves (by an admin or by its owner). */
export function isDeletionReason(reason: string | null | undefined): boolean {
  return reason === DELETED_ACCOUNT_REASON || reason === SELF_DELETED_ACCOUNT_REASON;
}

export const BAN_EXPIRED_TEXT = 'Banimento expirado. Saia e entre novamente.';

export interface BanWindow {
  /** Null means permanent. */
  expiresAt: DateInput | null;
}

export function isBanActive(ban: BanWindow | null | undefined, now: Date): boolean {
  if (!ban) return false;
  const expires = toTime(ban.expiresAt);
  return expires === null || now.getTime() < expires;
}

/** Null hours means permanent, as for the ban call. */
export function banExpiresAt(now: Date, durationHours: number | null): Date | null {
  return durationHours === null ? null : new Date(now.getTime() + durationHours * 3_600_000);
}

/** '1 hora', '6 horas'; the preset label when there is one, so '72 horas (3 dias)' reads the same. */
export function banDurationLabel(hours: number): string {
  const preset = banPresets.find((p) => p.hours === hours);
  if (preset) return preset.label;
  return plural(hours, { one: 'hora', other: 'horas' });
}

/** The login/ban-dialog text with the expiry on the São Paulo clock. */
export function banMessageFor(ban: BanWindow & { reason: string }): string {
  return banMessage(
    reasonLabel(ban.reason),
    ban.expiresAt === null ? null : formatDateTime(toDate(ban.expiresAt)),
  );
}

/**
 * Whether a ban takes the user out of their running battles when the admin does not say: yes for a
 * permanent ban, no for a temporary one (a short ban should not cost a fighter their battles).
 */
export function disqualifiesByDefault(durationHours: number | null): boolean {
  return durationHours === null;
}

/** What an unban did with one battle the ban took the fighter out of. */
export type BanRestoreOutcome = 'restored' | 'finished' | 'full' | 'removed';

/** The fighter's notification for one battle an unban looked at; none when the entry is gone. */
export function banRestoreNotice(
  outcome: BanRestoreOutcome,
  battleTitle: string,
): { title: string; body: string } | null {
  switch (outcome) {
    case 'restored':
      return {
        title: 'Você voltou para uma batalha',
        body: `Seu banimento terminou e você voltou para a batalha "${battleTitle}". A contagem de votos recomeçou do zero.`,
      };
    case 'finished':
      return {
        title: 'Batalha encerrada durante o banimento',
        body: `Seu banimento terminou, mas a batalha "${battleTitle}" já foi encerrada e não foi possível voltar.`,
      };
    case 'full':
      return {
        title: 'Sua vaga foi ocupada',
        body: `Seu banimento terminou, mas a batalha "${battleTitle}" já está completa e não foi possível voltar.`,
      };
    case 'removed':
      return null;
  }
}
