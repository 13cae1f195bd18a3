import type { CatalogueEntry } from './entry.ts';

// Battles
export const BATTLE_NOT_FOUND = {
  status: 404,
  message: 'Batalha não encontrada',
} as const satisfies CatalogueEntry;
export const SHARE_FIGHTER_NOT_FOUND = {
  status: 404,
  message: 'Lutador não encontrado nesta batalha.',
} as const satisfies CatalogueEntry;
export const SHARE_IMAGE_BUSY = {
  status: 503,
  message: 'Muitas imagens de compartilhamento sendo geradas agora. Tente novamente em instantes.',
} as const satisfies CatalogueEntry;
export const BATTLES_CURSOR_INVALID = {
  status: 400,
  title: 'Erro de validação',
  message: 'Página de batalhas inválida. Recarregue a lista.',
} as const satisfies CatalogueEntry;
export const BATTLES_LOAD_FAILED = {
  status: 500,
  message: 'Não foi possível carregar as batalhas.',
} as const satisfies CatalogueEntry;
export const BATTLE_LOAD_FAILED = {
  status: 500,
  title: 'Erro crítico',
  message: 'Não foi possível carregar dados da batalha.',
} as const satisfies CatalogueEntry;
export const BATTLE_INVALID_DATES = {
  status: 400,
  title: 'Erro de validação',
  message: 'A data de término deve ser posterior à data de início.',
} as const satisfies CatalogueEntry;
export const BATTLE_SAVE_FAILED = {
  status: 500,
  title: 'Erro ao salvar batalha',
  message: 'Ocorreu um erro inesperado ao salvar a batalha.',
} as const satisfies CatalogueEntry;
export const BATTLE_DELETE_FAILED = {
  status: 500,
  title: 'Erro ao remover batalha',
  message: 'Tente novamente.',
} as const satisfies CatalogueEntry;
export const SLUG_MIGRATION_FAILED = {
  status: 500,
  title: 'Erro ao corrigir endereços',
  message: 'Ocorreu um erro ao corrigir os endereços das batalhas.',
} as const satisfies CatalogueEntry;
export const PARTICIPANT_NOT_REMOVED = {
  status: 404,
  title: 'Aviso',
  message: 'Nenhum participante foi removido. A lista será atualizada.',
} as const satisfies CatalogueEntry;
export const PARTICIPANT_ALREADY_IN_BATTLE = {
  status: 409,
  title: 'Aviso',
  message: 'Este usuário já participa desta batalha.',
} as const satisfies CatalogueEntry;
// Staff re-add a disqualified fighter only by removing that entry first (its votes were refunded).
export const PARTICIPANT_DISQUALIFIED_IN_BATTLE = {
  status: 409,
  title: 'Aviso',
  message:
    'Este usuário foi desclassificado desta batalha. Para inscrevê-lo de novo, remova antes a inscrição desclassificada.',
} as const satisfies CatalogueEntry;
export const ADMIN_VOTE_FORBIDDEN = {
  status: 403,
  title: 'Erro ao adicionar voto',
  message: 'Acesso restrito: apenas o administrador master pode adicionar votos.',
} as const satisfies CatalogueEntry;
// Join
export const JOIN_BANNED = {
  status: 403,
  title: 'Acesso negado',
  message: 'Sua conta está banida e você não pode participar de batalhas.',
} as const satisfies CatalogueEntry;
export const JOIN_LOGIN_REQUIRED = {
  status: 401,
  title: 'Login necessário',
  message: 'Você precisa estar logado e ter um perfil para participar.',
} as const satisfies CatalogueEntry;
export const JOIN_PENDING = {
  status: 409,
  title: 'Batalha não disponível',
  message: 'Esta batalha ainda não foi aprovada.',
} as const satisfies CatalogueEntry;
export const JOIN_SCHEDULED = {
  status: 409,
  title: 'Batalha não disponível',
  message: 'Esta batalha ainda não começou. Aguarde o horário de início.',
} as const satisfies CatalogueEntry;
export const JOIN_FINISHED = {
  status: 409,
  title: 'Batalha não disponível',
  message: 'Esta batalha já foi finalizada.',
} as const satisfies CatalogueEntry;
// A ready/active battle below its maximum (an admin moved it on early): no new entries.
export const JOIN_CLOSED = {
  status: 409,
  title: 'Batalha não disponível',
  message: 'Esta batalha não está aceitando novos participantes.',
} as const satisfies CatalogueEntry;
export const JOIN_ALREADY = {
  status: 409,
  title: 'Já inscrito',
  message: 'Você já está participando desta batalha.',
} as const satisfies CatalogueEntry;
// The fighter's entry was disqualified (a moderator's "Banir", a ban, a fraud review): they do not
// come back to that battle by themselves.
export const JOIN_DISQUALIFIED = {
  status: 409,
  title: 'Inscrição não permitida',
  message: 'Você foi desclassificado desta batalha e não pode voltar a ela.',
} as const satisfies CatalogueEntry;
export const JOIN_FULL = {
  status: 409,
  title: 'Batalha lotada',
  message: 'Esta batalha já atingiu o número máximo de participantes.',
} as const satisfies CatalogueEntry;
export const JOIN_FAILED = {
  status: 500,
  title: 'Erro ao se inscrever',
  message: 'Ocorreu um erro inesperado. Tente novamente.',
} as const satisfies CatalogueEntry;
// 'Sair da batalha' (docs/product.md#joining): only before it starts, and only without votes.
export const LEAVE_NOT_PARTICIPANT = {
  status: 409,
  title: 'Não inscrito',
  message: 'Você não está participando desta batalha.',
} as const satisfies CatalogueEntry;
export const LEAVE_STARTED = {
  status: 409,
  title: 'Não é possível sair',
  message: 'A batalha já começou: não é mais possível sair dela.',
} as const satisfies CatalogueEntry;
export const LEAVE_HAS_VOTES = {
  status: 409,
  title: 'Não é possível sair',
  message: 'Você já recebeu votos nesta batalha: sair agora tiraria os votos dos seus fãs.',
} as const satisfies CatalogueEntry;
export const LEAVE_FAILED = {
  status: 500,
  title: 'Erro ao sair da batalha',
  message: 'Ocorreu um erro inesperado. Tente novamente.',
} as const satisfies CatalogueEntry;
