import { banDurationLabel, reasonLabel } from '#domain/accounts/ban.ts';
import { battleStatusLabel } from '#domain/battles/battle-status.ts';
import { prizeTypeLabel } from '#domain/money/prize-type.ts';
import { adTargetPageLabels, bannerPositionLabels, isAdPage } from '#domain/pages/ad-page.ts';
import { formatDateTime, formatMoney } from '#domain/text/format.ts';

/**
 * One line of what an audit entry changed, ready to show: 'Prêmio: R$ 100,00 -> R$ 250,00' when
 * `before` is set, else a fact of the action ('Motivo: Spam').
 */
export interface AuditChange {
  label: string;
  before?: string;
  after: string;
}

const fieldLabels: Record<string, string> = {
  title: 'Título',
  description: 'Descrição',
  slug: 'Endereço da batalha',
  prizeAmount: 'Prêmio',
  prizeType: 'Tipo de prêmio',
  prizeDescription: 'Descrição do prêmio',
  startTime: 'Início',
  endTime: 'Término',
  status: 'Situação',
  maxParticipants: 'Máximo de participantes',
  adBannerUrl: 'Banner',
  adBannerLinkUrl: 'Link do banner',
  sponsors: 'Patrocinadores',
  name: 'Nome',
  imageUrl: 'Imagem',
  linkUrl: 'Link',
  position: 'Posição',
  isActive: 'Situação',
  targetPages: 'Páginas',
  dailyYodcoins: 'YodCoins diárias',
  guestVotesPerDay: 'Votos de visitantes por dia',
  role: 'Função',
  balance: 'Saldo',
  pixKey: 'Chave PIX',
};

const roleLabels: Record<string, string> = {
  admin: 'Administrador',
  moderator: 'Moderador',
  user: 'Usuário',
};
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value in pt-BR, read in the light of the field it belongs to. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'isActive') return value ? 'Ativo' : 'Inativo';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (field === 'status' && typeof value === 'string') return battleStatusLabel(value);
  if (field === 'role' && typeof value === 'string') return roleLabels[value] ?? value;
  if (field === 'prizeType' && typeof value === 'string') return prizeTypeLabel(value);
  if (field === 'position' && typeof value === 'string')
    return bannerPositionLabels[value as keyof typeof bannerPositionLabels] ?? value;
  if (field === 'prizeAmount' && (typeof value === 'number' || typeof value === 'string'))
    return formatMoney(value);
  if (field === 'targetPages' && Array.isArray(value))
    return value.length === 0
      ? 'Todas'
      : value
          .map((p) => (typeof p === 'string' && isAdPage(p) ? adTargetPageLabels[p] : String(p)))
          .join(', ');
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return formatDateTime(value);
  if (typeof value === 'number') return new Intl.NumberFormat('pt-BR').format(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const labelOf = (field: string) => fieldLabels[field] ?? field;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Field by field, the keys either side holds whose values differ. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) =>
      // A key only the after side has is a fact of the save (a battle's new sponsor count).
      key in before
        ? { label: labelOf(key), before: auditValue(key, before[key]), after: auditValue(key, after[key]) }
        : { label: labelOf(key), after: auditValue(key, after[key]) },
    );
}

/** The facts an action recorded besides its before/after (reason, amount, note…). */
function facts(action: string, c: Record<string, unknown>): AuditChange[] {
  const out: AuditChange[] = [];
  const add = (label: string, value: string | null) => {
    if (value !== null && value !== '') out.push({ label, after: value });
  };
  if (typeof c.reason === 'string') add('Motivo', reasonLabel(c.reason));
  if (action === 'user.ban' || action === 'participant.ban' || action === 'user.delete') {
    add('Duração', typeof c.durationHours === 'number' ? banDurationLabel(c.durationHours) : 'Permanente');
  }
  if (typeof c.amount === 'number') add('Quantia', `${c.amount > 0 ? '+' : ''}${c.amount} YodCoins`);
  if (typeof c.description === 'string' && action === 'credits.adjust') add('Descrição', c.description);
  if (typeof c.votesCount === 'number') add('Votos do participante', auditValue('votesCount', c.votesCount));
  if (typeof c.prizeAmount === 'number' && action === 'payout.mark_paid')
    add('Prêmio', formatMoney(c.prizeAmount));
  // One winner's payout (docs/decisions/0035-prize-money-two-people.md).
  if (typeof c.winner === 'string') add('Vencedor', c.winner);
  if (typeof c.share === 'number') add('Valor', formatMoney(c.share));
  if (typeof c.pixKeyMasked === 'string') add('Chave PIX', c.pixKeyMasked);
  if (c.battlePaid === true) add('Prêmio da batalha', 'pago a todos os vencedores');
  if (typeof c.note === 'string') add('Observação', c.note);
  if (Array.isArray(c.winners))
    add(
      'Vencedores',
      c.winners
        .map((w) => (isRecord(w) && typeof w.username === 'string' ? w.username : null))
        .filter((n): n is string => n !== null)
        .join(', '),
    );
  if (typeof c.updated === 'number') add('Batalhas corrigidas', String(c.updated));
  // What a void, a removal, a disqualification or a deletion took back.
  if (typeof c.voided === 'number') add('Votos anulados', auditValue('voided', c.voided));
  if (typeof c.refunded === 'number') add('YodCoins devolvidas', auditValue('refunded', c.refunded));
  // What an admin approved, as restated to them.
  if (action === 'battle.approve' && isRecord(c.approved)) {
    for (const [key, value] of Object.entries(c.approved)) add(labelOf(key), auditValue(key, value));
  }
  // A voided payout keeps the one it replaced.
  if (action === 'payout.void' && isRecord(c.previous)) {
    const paid = c.previous;
    add('Pago em', typeof paid.paidAt === 'string' ? formatDateTime(paid.paidAt) : null);
    add('Pago por', typeof paid.paidByUsername === 'string' ? paid.paidByUsername : null);
    add('Observação do pagamento', typeof paid.note === 'string' ? paid.note : null);
  }
  return out;
}

/**
 * What an entry changed, as lines of 'field: before -> after' (and the facts it recorded), from
 * the shapes the services store: { before: {..}, after: {..} } per field, { before, after } of one
 * value (a role, a status, a balance), { isActive: { before, after } }, or plain facts.
 */
export function auditChanges(action: string, changes: Record<string, unknown> | null): AuditChange[] {
  if (!changes) return [];
  const { before, after } = changes;
  const rows: AuditChange[] = [];
  if (isRecord(before) || isRecord(after)) {
    if (action === 'banner.create' && isRecord(after)) {
      for (const [key, value] of Object.entries(after))
        rows.push({ label: labelOf(key), after: auditValue(key, value) });
    } else if (action === 'banner.delete' && isRecord(before)) {
      for (const [key, value] of Object.entries(before))
        rows.push({ label: labelOf(key), after: auditValue(key, value) });
    } else {
      rows.push(...diff(isRecord(before) ? before : {}, isRecord(after) ? after : {}));
    }
  } else if (before !== undefined || after !== undefined) {
    const field = action === 'battle.status' ? 'status' : action === 'credits.adjust' ? 'balance' : 'role';
    rows.push({ label: labelOf(field), before: auditValue(field, before), after: auditValue(field, after) });
  }
  for (const [key, value] of Object.entries(changes)) {
    if (isRecord(value) && 'before' in value && 'after' in value) {
      rows.push({
        label: labelOf(key),
        before: auditValue(key, value.before),
        after: auditValue(key, value.after),
      });
    }
  }
  return [...rows, ...facts(action, changes)];
}
