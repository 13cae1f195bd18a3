import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { BattleStatus } from '#domain/battles/battle-status.ts';
import { formatMoneyInput, reaisOfInput } from '#domain/money/money-input.ts';
import type { AdminBattle, CreateBattleRequest, UpdateBattleRequest } from '#domain/schemas/admin-battles.ts';
import type { PrizeType } from '#domain/schemas/battles.ts';
import { APP_TIME_ZONE } from '#domain/text/format.ts';

export interface SponsorFormValues {
  name: string;
  description: string;
  logos: { url: string }[];
}

/** What the dialog's inputs hold: strings as typed, converted to the API shape on submit. */
export interface BattleFormValues {
  title: string;
  description: string;
  /** The currency field's text, 'R$ 99,90' (domain/money/money-input.ts). */
  prizeAmount: string;
  prizeType: PrizeType;
  prizeDescription: string;
  /** datetime-local text 'yyyy-MM-ddTHH:mm' on the São Paulo wall clock. */
  startLocal: string;
  endLocal: string;
  /** Blank means no maximum. */
  maxParticipants: string;
  status: BattleStatus;
  adBannerUrl: string;
  adBannerLinkUrl: string;
  sponsors: SponsorFormValues[];
}

const LOCAL_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";
const LOCAL_INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const inSaoPaulo = tz(APP_TIME_ZONE);

/** An instant as the datetime-local text of the São Paulo clock, whatever the browser's zone. */
export function toSaoPauloInput(iso: string | null): string {
  return iso ? format(new Date(iso), LOCAL_INPUT_FORMAT, { in: inSaoPaulo }) : '';
}

/**
 * datetime-local text read as São Paulo wall time → UTC ISO instant; null when blank or malformed.
 * Built from the parts with TZDate, never `new Date(text)`, which would use the browser's zone.
 */
export function fromSaoPauloInput(text: string): string | null {
  const match = LOCAL_INPUT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(year, month - 1, day, hour, minute, APP_TIME_ZONE);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
}

/** The status rule of the admin form: a start in the future forces 'scheduled'. */
export function isFutureStart(startLocal: string, now: Date): boolean {
  const start = fromSaoPauloInput(startLocal);
  return start !== null && Date.parse(start) > now.getTime();
}

export function emptyBattleForm(): BattleFormValues {
  return {
    title: '',
    description: '',
    prizeAmount: formatMoneyInput(0),
    prizeType: 'PIX',
    prizeDescription: '',
    startLocal: '',
    endLocal: '',
    maxParticipants: '',
    status: 'waiting',
    adBannerUrl: '',
    adBannerLinkUrl: '',
    sponsors: [],
  };
}

export function battleToForm(battle: AdminBattle): BattleFormValues {
  return {
    title: battle.title,
    description: battle.description ?? '',
    prizeAmount: formatMoneyInput(battle.prizeAmount),
    prizeType: battle.prizeType,
    prizeDescription: battle.prizeDescription ?? '',
    startLocal: toSaoPauloInput(battle.startTime),
    endLocal: toSaoPauloInput(battle.endTime),
    maxParticipants: battle.maxParticipants === null ? '' : String(battle.maxParticipants),
    status: battle.status,
    adBannerUrl: battle.adBannerUrl ?? '',
    adBannerLinkUrl: battle.adBannerLinkUrl ?? '',
    sponsors: battle.sponsors.map((sponsor) => ({
      name: sponsor.name,
      description: sponsor.description ?? '',
      logos: sponsor.logos.map((url) => ({ url })),
    })),
  };
}

function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The request the shared schema validates. Blank dates become '' so the schema refuses them;
 * the status is 'scheduled' whenever the start is in the future, as the server will store it,
 * unless the battle is held back for approval ('pending' stays pending).
 */
export function formToRequest(values: BattleFormValues, now: Date): CreateBattleRequest {
  return {
    title: values.title,
    description: values.description,
    prizeAmount: reaisOfInput(values.prizeAmount),
    prizeType: values.prizeType,
    prizeDescription: values.prizeDescription,
    startTime: fromSaoPauloInput(values.startLocal) ?? '',
    endTime: fromSaoPauloInput(values.endLocal) ?? '',
    status:
      values.status !== 'pending' && isFutureStart(values.startLocal, now) ? 'scheduled' : values.status,
    maxParticipants: values.maxParticipants.trim() === '' ? null : toNumber(values.maxParticipants),
    adBannerUrl: values.adBannerUrl,
    adBannerLinkUrl: values.adBannerLinkUrl,
    sponsors: values.sponsors.map((sponsor) => ({
      name: sponsor.name,
      description: sponsor.description,
      logos: sponsor.logos.map((logo) => logo.url.trim()).filter((url) => url !== ''),
    })),
  };
}

/**
 * The fields of `next` that differ from `base` (both from formToRequest): what an edit sends, so a
 * field the admin left alone never writes back the value the form opened with
 * (docs/decisions/0022-admin-money-inputs.md).
 * A moved start carries the status with it, as the server decides the two together.
 */
export function changedRequest(base: CreateBattleRequest, next: CreateBattleRequest): UpdateBattleRequest {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CreateBattleRequest)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(base[key])) changed[key] = next[key];
  }
  if ('startTime' in changed) changed.status = next.status;
  return changed as UpdateBattleRequest;
}

/** Request field path → the form input that shows its message. */
export function formPathOf(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'startTime') return 'startLocal';
  if (head === 'endTime') return 'endLocal';
  if (head === 'sponsors' && rest[1] === 'logos' && rest[2] !== undefined) {
    return `sponsors.${rest[0]}.logos.${rest[2]}.url`;
  }
  return [head, ...rest].join('.');
}
