import type { CatalogueEntry } from './entry.ts';

export const walletMessages = {
  // Wallet and credits
  WALLET_LOGIN_REQUIRED: { status: 401, message: 'Você precisa estar logado para ver sua carteira.' },
  WALLET_LOAD_FAILED: { status: 500, message: 'Erro ao carregar dados da carteira' },
  WALLET_NOT_FOUND: { status: 404, message: 'Carteira não encontrada' },
  CREDITS_NO_USER: { status: 400, title: 'Erro ao Ajustar Saldo', message: 'Nenhum usuário selecionado' },
  CREDITS_INVALID_AMOUNT: {
    status: 400,
    title: 'Erro ao Ajustar Saldo',
    message: 'Digite uma quantidade válida (número inteiro diferente de zero).',
  },
  // Generic text; negativeBalanceMessage(balance) states the current balance.
  CREDITS_NEGATIVE_BALANCE: {
    status: 409,
    title: 'Erro ao Ajustar Saldo',
    message: 'O saldo não pode ficar negativo.',
  },
  CREDITS_FORBIDDEN_NOT_ADMIN: {
    status: 403,
    title: 'Acesso Negado',
    message: 'Você não tem permissão para gerenciar YodCoins. Entre em contato com um administrador.',
  },
  CREDITS_FORBIDDEN_NOT_MASTER: {
    status: 403,
    title: 'Acesso Negado',
    message: 'Acesso restrito: apenas o administrador master pode gerenciar YodCoins.',
  },
  USER_SEARCH_FAILED: { status: 500, title: 'Erro na busca', message: 'Não foi possível buscar usuários.' },
} as const satisfies Record<string, CatalogueEntry>;
