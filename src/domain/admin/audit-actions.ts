/**
 * Every action the server writes to the audit log, with the pt-BR name the dashboard, the audit page
 * and its filter show. recordAudit (server/audit/service.ts) takes only these keys, so a new action
 * cannot be written without its label.
 */
export const AUDIT_ACTION_LABELS = {
  'user.role': 'Função alterada',
  'user.ban': 'Usuário banido',
  'user.unban': 'Usuário desbanido',
  'user.delete': 'Usuário removido',
  'user.self_delete': 'Conta excluída pelo próprio usuário',
  'user.pix_key_change': 'Chave PIX alterada',
  'user.reset_claim': 'Conta assumida por redefinição de senha',
  'user.signup_claim': 'Conta assumida pelo link de confirmação',
  'moderator.add': 'Moderador adicionado',
  'moderator.remove': 'Moderador removido',
  'credits.adjust': 'Ajuste de YodCoins',
  'admin.setup': 'Configuração de administradores',
  'battle.create': 'Batalha criada',
  'battle.update': 'Batalha atualizada',
  'battle.status': 'Situação da batalha alterada',
  'battle.delete': 'Batalha removida',
  'battle.fix_slugs': 'Endereços das batalhas corrigidos',
  'battle.approve': 'Batalha aprovada e publicada',
  'participant.add': 'Participante adicionado',
  'participant.remove': 'Participante removido',
  'participant.leave': 'Participante saiu da batalha',
  'participant.ban': 'Participante banido',
  'participant.disqualify': 'Participante desclassificado',
  'participant.restore': 'Participação restaurada após desbanimento',
  'vote.admin': 'Voto de admin',
  'vote.void': 'Votos anulados',
  'vote.flag_dismiss': 'Alerta de votos descartado',
  'payout.mark_paid': 'Prêmio marcado como pago',
  'payout.void': 'Pagamento anulado',
  'payout.winner_paid': 'Pagamento de vencedor registrado',
  'payout.winner_failed': 'Falha no pagamento de vencedor',
  'settings.update': 'Configurações alteradas',
  'banner.create': 'Banner criado',
  'banner.update': 'Banner atualizado',
  'banner.delete': 'Banner excluído',
  'banner.toggle': 'Situação do banner alterada',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The pt-BR name of a stored action; one older than this list is shown as stored. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

export const AUDIT_TARGET_LABELS = {
  user: 'Usuário',
  battle: 'Batalha',
  participant: 'Participante',
  banner: 'Banner',
  settings: 'Configurações',
  credits: 'YodCoins',
  vote: 'Voto',
  payout: 'Pagamento',
} as const satisfies Record<string, string>;

export type AuditTargetType = keyof typeof AUDIT_TARGET_LABELS;

export function auditTargetLabel(targetType: string): string {
  return (AUDIT_TARGET_LABELS as Record<string, string>)[targetType] ?? targetType;
}
