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
  title: 'Acesso negado',
  message: 'Acesso negado: você não possui permissões de administrador para acessar esta área.',
} as const satisfies CatalogueEntry;
export const MASTER_ONLY = {
  status: 403,
  title: 'Acesso negado',
  message: 'Acesso restrito: apenas o administrador master pode realizar esta ação.',
} as const satisfies CatalogueEntry;
export const NOT_FOUND = {
  status: 404,
  message: 'Recurso não encontrado.',
} as const satisfies CatalogueEntry;
export const CROSS_SITE = {
  status: 403,
  message: 'Pedido recusado: ele veio de outro site.',
} as const satisfies CatalogueEntry;
export const INTERNAL = {
  status: 500,
  message: 'Ocorreu um erro inesperado. Tente novamente.',
} as const satisfies CatalogueEntry;
export const DB_UNAVAILABLE = {
  status: 503,
  message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const satisfies CatalogueEntry;
// Operator endpoints (metrics): a scraper without the configured bearer token.
export const OPERATOR_TOKEN_REQUIRED = {
  status: 401,
  message: 'Token de operação ausente ou inválido.',
} as const satisfies CatalogueEntry;
// A request whose shape the server refuses before reading it (control characters in a path or a
// redirect target, a JSON body nested deeper than any API shape).
export const MALFORMED_REQUEST = {
  status: 400,
  message: 'Não foi possível entender o pedido.',
} as const satisfies CatalogueEntry;
// Live updates: one network holding too many open streams on an instance.
export const LIVE_STREAMS_LIMITED = {
  status: 429,
  message: 'Muitas conexões abertas a partir da sua rede. Feche algumas abas e tente novamente.',
} as const satisfies CatalogueEntry;
// Live updates: the instance already holds all the open streams it can; the page keeps its
// numbers current by reading the battle every few seconds until a stream opens again.
export const LIVE_STREAMS_BUSY = {
  status: 503,
  message: 'Muita gente acompanhando ao vivo agora. Os números seguem atualizando a cada poucos segundos.',
} as const satisfies CatalogueEntry;
