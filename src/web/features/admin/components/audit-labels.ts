/** pt-BR names of the audited actions (the actions of docs/api/README.md); unknown actions are shown raw. */
const actionLabels: Record<string, string> = {
  'user.role': 'Função alterada',
  'user.ban': 'Usuário banido',
  'user.unban': 'Usuário desbanido',
  'user.delete': 'Usuário removido',
  'user.pix_key_change': 'Chave PIX alterada',
  'user.reset_claim': 'Conta assumida por redefinição de senha',
  'moderator.add': 'Moderador adicionado',
  'moderator.remove': 'Moderador removido',
  'credits.adjust': 'Ajuste de YodCoins',
  'admin.setup': 'Configuração de administradores',
  'battle.create': 'Batalha criada',
  'battle.update': 'Batalha atualizada',
  'battle.status': 'Situação da batalha alterada',
  'battle.delete': 'Batalha removida',
  'battle.fix_slugs': 'Slugs corrigidos',
  'participant.add': 'Participante adicionado',
  'participant.remove': 'Participante removido',
  'participant.leave': 'Participante saiu da batalha',
  'participant.ban': 'Participante banido',
  'participant.disqualify': 'Participante desclassificado',
  'vote.admin': 'Voto de admin',
  'payout.mark_paid': 'Prêmio marcado como pago',
  'payout.void': 'Pagamento anulado',
  'settings.update': 'Configurações alteradas',
  'banner.create': 'Banner criado',
  'banner.update': 'Banner atualizado',
  'banner.delete': 'Banner excluído',
  'banner.toggle': 'Situação do banner alterada',
};

export function auditActionLabel(action: string): string {
  return actionLabels[action] ?? action;
}

const targetTypeLabels: Record<string, string> = {
  user: 'Usuário',
  battle: 'Batalha',
  participant: 'Participante',
  banner: 'Banner',
  settings: 'Configurações',
  credits: 'YodCoins',
  vote: 'Voto',
  payout: 'Pagamento',
};

export function auditTargetLabel(targetType: string): string {
  return targetTypeLabels[targetType] ?? targetType;
}
