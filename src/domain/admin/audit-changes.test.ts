import { describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_REASON } from '#domain/accounts/ban.ts';
import { auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('reads a battle edit field by field, in pt-BR', () => {
    expect(
      auditChanges('battle.update', {
        title: 'Copa',
        before: { prizeAmount: 100, status: 'waiting' },
        after: { prizeAmount: 250, status: 'active', sponsors: 2 },
      }),
    ).toEqual([
      { label: 'Prêmio', before: 'R$\u00a0100,00', after: 'R$\u00a0250,00' },
      { label: 'Situação', before: 'Aguardando Participantes', after: 'Em Andamento' },
      { label: 'Patrocinadores', after: '2' },
    ]);
  });

  it('reads one-value changes: a role, a status, a balance', () => {
    expect(auditChanges('user.role', { before: 'user', after: 'admin', email: 'a@b.c' })).toEqual([
      { label: 'Função', before: 'Usuário', after: 'Administrador' },
    ]);
    expect(auditChanges('battle.status', { title: 'x', before: 'active', after: 'finished' })).toEqual([
      { label: 'Situação', before: 'Em Andamento', after: 'Finalizada' },
    ]);
    expect(auditChanges('credits.adjust', { amount: 5, description: 'Bônus', before: 1, after: 6 })).toEqual([
      { label: 'Saldo', before: '1', after: '6' },
      { label: 'Quantia', after: '+5 YodCoins' },
      { label: 'Descrição', after: 'Bônus' },
    ]);
  });

  it('reads banners (only what differs) and a toggle', () => {
    const view = { name: 'A', position: 'header', isActive: false, targetPages: [] };
    expect(
      auditChanges('banner.update', {
        before: view,
        after: { ...view, position: 'footer', targetPages: ['home'] },
      }),
    ).toEqual([
      { label: 'Posição', before: 'Cabeçalho', after: 'Rodapé' },
      { label: 'Páginas', before: 'Todas', after: 'Início' },
    ]);
    expect(auditChanges('banner.toggle', { isActive: { before: false, after: true } })).toEqual([
      { label: 'Situação', before: 'Inativo', after: 'Ativo' },
    ]);
  });

  it('states a voided payout with the payout it replaced, and what a removal took back', () => {
    expect(
      auditChanges('payout.void', {
        reason: 'PIX devolvido',
        previous: { paidAt: '2026-11-20T13:00:00.000Z', paidByUsername: 'admin', note: 'Comprovante 123' },
        winners: [{ userId: 'u1', username: 'Nong', prizeShare: 100 }],
      }),
    ).toEqual([
      { label: 'Motivo', after: 'PIX devolvido' },
      { label: 'Vencedores', after: 'Nong' },
      { label: 'Pago em', after: '20/11/2026 10:00' },
      { label: 'Pago por', after: 'admin' },
      { label: 'Observação do pagamento', after: 'Comprovante 123' },
    ]);
    expect(auditChanges('participant.remove', { username: 'Nong', voided: 3, refunded: 2 })).toEqual([
      { label: 'Votos anulados', after: '3' },
      { label: 'YodCoins devolvidas', after: '2' },
    ]);
  });

  it('states a ban’s facts with stored English reasons in pt-BR', () => {
    expect(auditChanges('user.delete', { reason: DELETED_ACCOUNT_REASON, durationHours: null })).toEqual([
      { label: 'Motivo', after: 'Conta excluída pelo administrador' },
      { label: 'Duração', after: 'Permanente' },
    ]);
    expect(auditChanges('user.ban', { reason: 'Spam', durationHours: 72 })).toEqual([
      { label: 'Motivo', after: 'Spam' },
      { label: 'Duração', after: '72 horas (3 dias)' },
    ]);
    expect(auditChanges('user.self_delete', null)).toEqual([]);
  });
});
