import type { CatalogueEntry } from './entry.ts';

// Two people for prize money (docs/decisions/0035-prize-money-two-people.md): what a moderator may
// not do alone, the admin's approval, and the payout of each winner on its own.

// A status a moderator may not choose by hand; the server names the status in the message.
export const BATTLE_STATUS_NOT_ALLOWED = {
  status: 403,
  title: 'Situação não permitida',
  message:
    'Moderadores não escolhem esta situação: ela segue as datas e as inscrições da batalha, ou é definida por um administrador. Nada foi alterado.',
} as const satisfies CatalogueEntry;
export const BATTLE_APPROVAL_REQUIRED = {
  status: 403,
  title: 'Aprovação necessária',
  message:
    'Esta batalha tem prêmio e aguarda a aprovação de um administrador: só um administrador pode publicá-la. Nada foi alterado.',
} as const satisfies CatalogueEntry;
// A moderator's change of prize, dates or seats of a prize battle already open to fighters.
export const BATTLE_OPEN_PRIZE_CHANGE = {
  status: 403,
  title: 'Alteração só por administrador',
  message:
    'Esta batalha com prêmio já está aberta a inscrições e votos: prêmio, datas e vagas só mudam por um administrador. Nada foi alterado.',
} as const satisfies CatalogueEntry;
export const BATTLE_APPROVE_NOT_PENDING = {
  status: 409,
  title: 'Nada a aprovar',
  message: 'Esta batalha não está aguardando aprovação.',
} as const satisfies CatalogueEntry;
export const BATTLE_APPROVE_ENDED = {
  status: 409,
  title: 'Datas vencidas',
  message: 'O término desta batalha já passou: corrija as datas antes de aprovar. Nada foi publicado.',
} as const satisfies CatalogueEntry;
export const BATTLE_DELETE_FINISHED_MODERATOR = {
  status: 403,
  title: 'Remoção só por administrador',
  message:
    'Esta batalha já terminou ou tem prêmio pago: só um administrador pode removê-la. Nada foi removido.',
} as const satisfies CatalogueEntry;
export const PAYOUT_NOT_WINNER = {
  status: 409,
  title: 'Pagamento indisponível',
  message: 'Este participante não é vencedor desta batalha. Atualize a página e confira os vencedores.',
} as const satisfies CatalogueEntry;
export const PAYOUT_WINNER_ALREADY_PAID = {
  status: 409,
  title: 'Pagamento já registrado',
  message: 'O prêmio deste vencedor já foi registrado como pago.',
} as const satisfies CatalogueEntry;
// The winner's key changed between the screen the admin read and the confirmation.
export const PAYOUT_PIX_KEY_CHANGED = {
  status: 409,
  title: 'A chave PIX mudou',
  message:
    'A chave PIX deste vencedor mudou depois que a tela foi aberta. Confira a chave atual antes de registrar. Nada foi registrado.',
} as const satisfies CatalogueEntry;
export const PAYOUT_FAILURE_REASON_REQUIRED = {
  status: 400,
  title: 'Erro de validação',
  message: 'Informe o motivo da falha do pagamento.',
} as const satisfies CatalogueEntry;
