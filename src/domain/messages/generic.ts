import type { CatalogueEntry } from './entry.ts';

// Generic
export const VALIDATION = {
  status: 400,
  title: 'Erro de validação',
  message: 'Dados inválidos.',
} as const satisfies CatalogueEntry;
export const UNAUTHENTICATED = {
  status: 401,
  title: 'Erro',
  message: 'Usuário não autenticado. Por favor, faça login para continuar.',
} as const satisfies CatalogueEntry;
export const FORBIDDEN = {
  status: 403,
  title: 'Acesso Negado',
  message: 'Acesso Negado: Você não possui permissões de administrador para acessar esta área.',
} as const satisfies CatalogueEntry;
export const MASTER_ONLY = {
  status: 403,
  title: 'Acesso Negado',
  message: 'Acesso restrito: apenas o administrador master pode realizar esta ação.',
} as const satisfies CatalogueEntry;
export const NOT_FOUND = {
  status: 404,
  message: 'Recurso não encontrado.',
} as const satisfies CatalogueEntry;
export const RATE_LIMITED = {
  status: 429,
  message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
} as const satisfies CatalogueEntry;
export const CROSS_SITE = {
  status: 403,
  message: 'Requisição de outra origem recusada.',
} as const satisfies CatalogueEntry;
export const INTERNAL = {
  status: 500,
  message: 'Ocorreu um erro inesperado. Tente novamente.',
} as const satisfies CatalogueEntry;
export const DB_UNAVAILABLE = {
  status: 503,
  message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const satisfies CatalogueEntry;
