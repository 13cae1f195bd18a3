import type { CatalogueEntry } from './entry.ts';

// Wallet and credits
export const WALLET_LOGIN_REQUIRED = {
  status: 401,
  message: 'Você precisa estar logado para ver sua carteira.',
} as const satisfies CatalogueEntry;
export const WALLET_LOAD_FAILED = {
  status: 500,
  message: 'Erro ao carregar dados da carteira',
} as const satisfies CatalogueEntry;
export const WALLET_NOT_FOUND = {
  status: 404,
  message: 'Carteira não encontrada',
} as const satisfies CatalogueEntry;
export const CREDITS_NO_USER = {
  status: 400,
  title: 'Erro ao ajustar saldo',
  message: 'Nenhum usuário selecionado',
} as const satisfies CatalogueEntry;
export const CREDITS_INVALID_AMOUNT = {
  status: 400,
  title: 'Erro ao ajustar saldo',
  message: 'Digite uma quantidade válida (número inteiro diferente de zero).',
} as const satisfies CatalogueEntry;
// Generic text; negativeBalanceMessage(balance) states the current balance.
export const CREDITS_NEGATIVE_BALANCE = {
  status: 409,
  title: 'Erro ao ajustar saldo',
  message: 'O saldo não pode ficar negativo.',
} as const satisfies CatalogueEntry;
export const CREDITS_FORBIDDEN_NOT_ADMIN = {
  status: 403,
  title: 'Acesso negado',
  message: 'Você não tem permissão para gerenciar YodCoins. Entre em contato com um administrador.',
} as const satisfies CatalogueEntry;
export const CREDITS_FORBIDDEN_NOT_MASTER = {
  status: 403,
  title: 'Acesso negado',
  message: 'Acesso restrito: apenas o administrador master pode gerenciar YodCoins.',
} as const satisfies CatalogueEntry;
export const USER_SEARCH_FAILED = {
  status: 500,
  title: 'Erro na busca',
  message: 'Não foi possível buscar usuários.',
} as const satisfies CatalogueEntry;
