import type { CatalogueEntry } from './entry.ts';

export const genericMessages = {
  // Generic
  VALIDATION: { status: 400, title: 'Erro de validação', message: 'Dados inválidos.' },
  UNAUTHENTICATED: {
    status: 401,
    title: 'Erro',
    message: 'Usuário não autenticado. Por favor, faça login para continuar.',
  },
  FORBIDDEN: {
    status: 403,
    title: 'Acesso Negado',
    message: 'Acesso Negado: Você não possui permissões de administrador para acessar esta área.',
  },
  MASTER_ONLY: {
    status: 403,
    title: 'Acesso Negado',
    message: 'Acesso restrito: apenas o administrador master pode realizar esta ação.',
  },
  NOT_FOUND: { status: 404, message: 'Recurso não encontrado.' },
  RATE_LIMITED: { status: 429, message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
  CROSS_SITE: { status: 403, message: 'Requisição de outra origem recusada.' },
  INTERNAL: { status: 500, message: 'Ocorreu um erro inesperado. Tente novamente.' },
  DB_UNAVAILABLE: {
    status: 503,
    message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  },
} as const satisfies Record<string, CatalogueEntry>;
