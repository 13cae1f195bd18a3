import type { CatalogueEntry } from './entry.ts';

export const battlesMessages = {
  // Battles
  BATTLE_NOT_FOUND: { status: 404, message: 'Batalha não encontrada' },
  SHARE_FIGHTER_NOT_FOUND: { status: 404, message: 'Lutador não encontrado nesta batalha.' },
  BATTLE_ID_REQUIRED: { status: 400, message: 'ID da Batalha não especificado.' },
  BATTLES_CURSOR_INVALID: {
    status: 400,
    title: 'Erro de validação',
    message: 'Página de batalhas inválida. Recarregue a lista.',
  },
  BATTLES_LOAD_FAILED: { status: 500, message: 'Não foi possível carregar as batalhas.' },
  BATTLE_LOAD_FAILED: {
    status: 500,
    title: 'Erro Crítico',
    message: 'Não foi possível carregar dados da batalha.',
  },
  PARTICIPANTS_LOAD_FAILED: {
    status: 500,
    title: 'Erro',
    message: 'Não foi possível carregar os participantes.',
  },
  // Generic text; battleManageForbiddenMessage(email) names the account as the spec describes.
  BATTLE_MANAGE_FORBIDDEN: {
    status: 403,
    title: 'Acesso Negado',
    message: 'Você não tem permissão de administrador ou moderador. Entre em contato com um administrador.',
  },
  BATTLE_INVALID_DATES: {
    status: 400,
    title: 'Erro de validação',
    message: 'A data de término deve ser posterior à data de início.',
  },
  BATTLE_SAVE_FAILED: {
    status: 500,
    title: 'Erro ao salvar batalha',
    message: 'Ocorreu um erro inesperado ao salvar a batalha.',
  },
  BATTLE_DELETE_FAILED: { status: 500, title: 'Erro ao remover batalha', message: 'Tente novamente.' },
  SLUG_MIGRATION_FAILED: {
    status: 500,
    title: 'Erro na migração',
    message: 'Ocorreu um erro durante a migração dos slugs.',
  },
  PARTICIPANT_NOT_REMOVED: {
    status: 404,
    title: 'Aviso',
    message: 'Nenhum participante foi removido. A lista será atualizada.',
  },
  PARTICIPANT_ALREADY_IN_BATTLE: {
    status: 409,
    title: 'Aviso',
    message: 'Este usuário já participa desta batalha.',
  },
  ADMIN_VOTE_FORBIDDEN: {
    status: 403,
    title: 'Erro ao adicionar voto',
    message: 'Acesso restrito: apenas o administrador master pode adicionar votos.',
  },
  // Join
  JOIN_BANNED: {
    status: 403,
    title: 'Acesso Negado',
    message: 'Sua conta está banida e você não pode participar de batalhas.',
  },
  JOIN_LOGIN_REQUIRED: {
    status: 401,
    title: 'Login necessário',
    message: 'Você precisa estar logado e ter um perfil para participar.',
  },
  JOIN_PENDING: {
    status: 409,
    title: 'Batalha não disponível',
    message: 'Esta batalha ainda não foi aprovada.',
  },
  JOIN_SCHEDULED: {
    status: 409,
    title: 'Batalha não disponível',
    message: 'Esta batalha ainda não começou. Aguarde o horário de início.',
  },
  JOIN_FINISHED: {
    status: 409,
    title: 'Batalha não disponível',
    message: 'Esta batalha já foi finalizada.',
  },
  // A ready/active battle below its maximum (an admin moved it on early): no new entries.
  JOIN_CLOSED: {
    status: 409,
    title: 'Batalha não disponível',
    message: 'Esta batalha não está aceitando novos participantes.',
  },
  JOIN_ALREADY: { status: 409, title: 'Já inscrito', message: 'Você já está participando desta batalha.' },
  JOIN_FULL: {
    status: 409,
    title: 'Batalha lotada',
    message: 'Esta batalha já atingiu o número máximo de participantes.',
  },
  JOIN_FAILED: {
    status: 500,
    title: 'Erro ao se inscrever',
    message: 'Ocorreu um erro inesperado. Tente novamente.',
  },
} as const satisfies Record<string, CatalogueEntry>;
