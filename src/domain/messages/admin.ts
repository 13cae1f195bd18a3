import type { CatalogueEntry } from './entry.ts';

// Admin
export const ADMIN_LOGIN_MISSING_FIELDS = {
  status: 400,
  title: 'Erro de validação',
  message: 'Por favor, preencha e-mail e senha',
} as const satisfies CatalogueEntry;
export const ADMIN_LOGIN_NOT_AUTHORIZED = {
  status: 403,
  title: 'Acesso não autorizado',
  message: 'Sua conta não possui permissões de administrador ou moderador.',
} as const satisfies CatalogueEntry;
export const USER_NOT_FOUND = {
  status: 404,
  message: 'Usuário não encontrado.',
} as const satisfies CatalogueEntry;
export const USERS_LOAD_FAILED = {
  status: 500,
  title: 'Erro',
  message: 'Não foi possível carregar os usuários',
} as const satisfies CatalogueEntry;
export const ADMIN_SELF_ROLE = {
  status: 403,
  title: 'Ação não permitida',
  message: 'Você não pode alterar a sua própria função.',
} as const satisfies CatalogueEntry;
export const ADMIN_SELF_BAN = {
  status: 403,
  title: 'Ação não permitida',
  message: 'Você não pode banir a si mesmo.',
} as const satisfies CatalogueEntry;
export const ADMIN_SELF_DELETE = {
  status: 403,
  title: 'Ação não permitida',
  message: 'Você não pode remover a si mesmo.',
} as const satisfies CatalogueEntry;
export const ADMIN_TARGET_ADMIN_BAN = {
  status: 403,
  title: 'Ação não permitida',
  message: 'Administradores não podem ser banidos.',
} as const satisfies CatalogueEntry;
export const ADMIN_TARGET_ADMIN_DELETE = {
  status: 403,
  title: 'Ação não permitida',
  message: 'Administradores não podem ser removidos.',
} as const satisfies CatalogueEntry;
// The master admin (MASTER_ADMIN_EMAIL) is the only one managing YodCoins: nobody else may demote,
// ban or remove that account.
export const ADMIN_TARGET_MASTER_ROLE = {
  status: 403,
  title: 'Ação não permitida',
  message: 'A função do administrador master não pode ser alterada.',
} as const satisfies CatalogueEntry;
export const ADMIN_TARGET_MASTER_BAN = {
  status: 403,
  title: 'Ação não permitida',
  message: 'O administrador master não pode ser banido.',
} as const satisfies CatalogueEntry;
export const ADMIN_TARGET_MASTER_DELETE = {
  status: 403,
  title: 'Ação não permitida',
  message: 'O administrador master não pode ser removido.',
} as const satisfies CatalogueEntry;
export const MODERATOR_EMAIL_NOT_FOUND = {
  status: 404,
  title: 'Usuário não encontrado',
  message: 'Nenhum usuário cadastrado com este e-mail.',
} as const satisfies CatalogueEntry;
export const BAN_REASON_REQUIRED = {
  status: 400,
  title: 'Erro de validação',
  message: 'Informe o motivo do banimento.',
} as const satisfies CatalogueEntry;
export const BAN_DURATION_INVALID = {
  status: 400,
  title: 'Erro de validação',
  message: 'A duração do banimento deve ser de pelo menos 1 hora.',
} as const satisfies CatalogueEntry;
export const BAN_DURATION_WHOLE_HOURS = {
  status: 400,
  title: 'Erro de validação',
  message: 'A duração do banimento deve ser um número inteiro de horas (por exemplo, 2 ou 3).',
} as const satisfies CatalogueEntry;
export const BAN_FAILED = {
  status: 500,
  title: 'Erro',
  message: 'Não foi possível banir o usuário',
} as const satisfies CatalogueEntry;
export const UNBAN_FAILED = {
  status: 500,
  title: 'Erro',
  message: 'Não foi possível desbanir o usuário',
} as const satisfies CatalogueEntry;
export const USER_NOT_BANNED = {
  status: 409,
  message: 'Este usuário não está banido.',
} as const satisfies CatalogueEntry;
export const ROLE_UPDATE_FAILED = {
  status: 500,
  title: 'Erro',
  message: 'Não foi possível alterar a função do usuário',
} as const satisfies CatalogueEntry;
export const ADVERTISING_FORBIDDEN = {
  status: 403,
  title: 'Acesso negado',
  message: 'Você não tem permissão para gerenciar a publicidade. Entre em contato com um administrador.',
} as const satisfies CatalogueEntry;
export const SETUP_FAILED = {
  status: 500,
  title: 'Erro na configuração',
  message: 'Falha ao configurar as funções de administrador',
} as const satisfies CatalogueEntry;
export const SETUP_EMAIL_NOT_ALLOWED = {
  status: 403,
  title: 'Erro na configuração',
  message: 'Este e-mail não está autorizado a receber a função de administrador.',
} as const satisfies CatalogueEntry;
// Admin API
export const ADMIN_PARTICIPANT_BANNED = {
  status: 409,
  title: 'Aviso',
  message: 'Este usuário está banido e não pode participar de batalhas.',
} as const satisfies CatalogueEntry;
export const PAYOUT_NOT_FINISHED = {
  status: 409,
  title: 'Pagamento indisponível',
  message: 'O prêmio só pode ser pago depois que a batalha for finalizada.',
} as const satisfies CatalogueEntry;
export const PAYOUT_NO_WINNER = {
  status: 409,
  title: 'Pagamento indisponível',
  message: 'Esta batalha não tem vencedor: nenhum voto foi registrado.',
} as const satisfies CatalogueEntry;
export const PAYOUT_ALREADY_PAID = {
  status: 409,
  title: 'Pagamento indisponível',
  message: 'O prêmio desta batalha já foi marcado como pago.',
} as const satisfies CatalogueEntry;
// Marking paid while the vote review has unreviewed flags: the client asks and sends the confirmation.
export const PAYOUT_OPEN_FLAGS = {
  status: 409,
  title: 'Alertas de votos em aberto',
  message:
    'Esta batalha tem alertas de votos suspeitos não revisados. Revise-os ou confirme para marcar o prêmio como pago mesmo assim.',
} as const satisfies CatalogueEntry;
export const VOTE_VOID_NOTHING = {
  status: 409,
  title: 'Nada a anular',
  message: 'Estes votos já foram anulados ou não pertencem a esta batalha.',
} as const satisfies CatalogueEntry;
export const VOTE_FLAG_NOT_FOUND = {
  status: 404,
  message: 'Alerta não encontrado.',
} as const satisfies CatalogueEntry;
export const VOTE_FLAG_REVIEWED = {
  status: 409,
  title: 'Alerta já revisado',
  message: 'Este alerta já foi revisado.',
} as const satisfies CatalogueEntry;
export const MODERATOR_TARGET_ADMIN = {
  status: 409,
  title: 'Ação não permitida',
  message: 'Este usuário já é administrador.',
} as const satisfies CatalogueEntry;
export const ROLE_TARGET_BANNED = {
  status: 409,
  title: 'Ação não permitida',
  message: 'Usuários banidos não podem ser moderadores nem administradores. Desbana o usuário primeiro.',
} as const satisfies CatalogueEntry;
export const MODERATOR_NOT_FOUND = {
  status: 404,
  message: 'Este usuário não é moderador.',
} as const satisfies CatalogueEntry;
// Admin lists: a `cursor` the server did not make for this sort, e.g. a hand-edited link.
export const ADMIN_LIST_CURSOR_INVALID = {
  status: 400,
  title: 'Erro de validação',
  message: 'Página inválida. Volte à primeira página da lista.',
} as const satisfies CatalogueEntry;
export const BATTLE_MAX_BELOW_COUNT = {
  status: 409,
  title: 'Erro de validação',
  message: 'O máximo de participantes não pode ser menor que o número de inscritos.',
} as const satisfies CatalogueEntry;
// A battle whose prize is marked paid is frozen until an admin voids the payout
// (docs/decisions/0016-money-moves-by-the-rules.md).
export const BATTLE_PRIZE_PAID_LOCKED = {
  status: 409,
  title: 'Prêmio já pago',
  message:
    'O prêmio desta batalha já foi marcado como pago: status, datas e prêmio não podem mudar. Um administrador precisa anular o pagamento antes.',
} as const satisfies CatalogueEntry;
export const BATTLE_PRIZE_PAID_VOTES_LOCKED = {
  status: 409,
  title: 'Prêmio já pago',
  message:
    'O prêmio desta batalha já foi marcado como pago: participantes e votos não podem mudar. Um administrador precisa anular o pagamento antes.',
} as const satisfies CatalogueEntry;
export const BATTLE_PRIZE_PAID_DELETE = {
  status: 409,
  title: 'Prêmio já pago',
  message:
    'Esta batalha tem o prêmio marcado como pago e não pode ser removida. Um administrador precisa anular o pagamento antes.',
} as const satisfies CatalogueEntry;
// A running battle's prize changes only on a confirmation (docs/product.md#prize-changes).
export const BATTLE_PRIZE_CHANGE_UNCONFIRMED = {
  status: 409,
  title: 'Confirme o novo prêmio',
  message:
    'Esta batalha está em andamento: para mudar o valor ou o tipo do prêmio, confirme o novo prêmio antes de salvar. Nada foi alterado.',
} as const satisfies CatalogueEntry;
// An edit made on a copy of the battle older than the stored one: refused rather than writing back
// what someone else changed since (docs/decisions/0022-admin-money-inputs.md).
export const BATTLE_STALE_WRITE = {
  status: 409,
  title: 'Batalha alterada',
  message:
    'A batalha mudou enquanto você editava (por exemplo, ao adicionar participantes). Confira os dados atualizados e salve de novo. Nada foi alterado.',
} as const satisfies CatalogueEntry;
export const PAYOUT_NOT_PAID = {
  status: 409,
  title: 'Nada a anular',
  message: 'O prêmio desta batalha não está marcado como pago.',
} as const satisfies CatalogueEntry;
export const PAYOUT_VOID_REASON_REQUIRED = {
  status: 400,
  title: 'Erro de validação',
  message: 'Informe o motivo da anulação do pagamento.',
} as const satisfies CatalogueEntry;
// A finished battle keeps its result: only the vote review (admins) changes it.
export const PARTICIPANT_REMOVE_FINISHED = {
  status: 409,
  title: 'Batalha finalizada',
  message:
    'Esta batalha já terminou: seus participantes não podem mais ser removidos. Para anular votos fraudulentos, use a revisão de votos.',
} as const satisfies CatalogueEntry;
export const PARTICIPANT_DISQUALIFY_FINISHED = {
  status: 409,
  title: 'Batalha finalizada',
  message: 'Esta batalha já terminou: seus participantes não podem mais ser desclassificados.',
} as const satisfies CatalogueEntry;
export const PARTICIPANT_ALREADY_DISQUALIFIED = {
  status: 409,
  title: 'Ação não permitida',
  message: 'Este participante já foi desclassificado desta batalha.',
} as const satisfies CatalogueEntry;
// A moderator's panel ban disqualifies from that battle only, and only fans who joined by themselves.
export const PARTICIPANT_BAN_STAFF_ADDED = {
  status: 403,
  title: 'Ação não permitida',
  message:
    'Moderadores só podem desclassificar quem entrou na batalha por conta própria. Este participante foi inscrito pela equipe: fale com um administrador.',
} as const satisfies CatalogueEntry;
export const PARTICIPANT_BAN_STAFF = {
  status: 403,
  title: 'Ação não permitida',
  message: 'Moderadores não podem desclassificar nem banir moderadores ou administradores.',
} as const satisfies CatalogueEntry;
