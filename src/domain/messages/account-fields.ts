import type { CatalogueEntry } from './entry.ts';

/**
 * What the sign-up and profile forms (and the API behind them) say about a field: a missing field
 * is asked for, a wrong one is named with what to fix.
 */
export const USERNAME_REQUIRED = {
  status: 400,
  message: 'Informe seu nome de lutador',
} as const satisfies CatalogueEntry;
export const USERNAME_TOO_LONG = {
  status: 400,
  message: 'O nome de lutador deve ter no máximo 40 caracteres',
} as const satisfies CatalogueEntry;
export const USERNAME_HIDDEN_CHARACTERS = {
  status: 400,
  message:
    'O nome de lutador não pode ter caracteres invisíveis, de controle ou de direção do texto (como espaço de largura zero ou hífen oculto).',
} as const satisfies CatalogueEntry;
export const EMAIL_REQUIRED = {
  status: 400,
  message: 'Informe seu e-mail',
} as const satisfies CatalogueEntry;
export const EMAIL_INVALID = {
  status: 400,
  message: 'Informe um e-mail válido, como nome@exemplo.com',
} as const satisfies CatalogueEntry;
export const PASSWORD_REQUIRED = { status: 400, message: 'Crie uma senha' } as const satisfies CatalogueEntry;
export const PASSWORD_CONFIRM_REQUIRED = {
  status: 400,
  message: 'Confirme sua senha',
} as const satisfies CatalogueEntry;
export const PIX_KEY_REQUIRED = {
  status: 400,
  message: 'Chave PIX é obrigatória',
} as const satisfies CatalogueEntry;
export const PIX_KEY_INVALID = {
  status: 400,
  message:
    'Chave PIX inválida. Use seu CPF, CNPJ, e-mail, telefone com DDD ou a chave aleatória do seu banco.',
} as const satisfies CatalogueEntry;
export const PIX_KEY_INVALID_CPF = {
  status: 400,
  message: 'CPF inválido: confira os 11 dígitos.',
} as const satisfies CatalogueEntry;
export const PIX_KEY_INVALID_CNPJ = {
  status: 400,
  message: 'CNPJ inválido: confira os 14 caracteres.',
} as const satisfies CatalogueEntry;
export const PIX_KEY_INVALID_PHONE = {
  status: 400,
  message: 'Telefone inválido: informe o DDD e o número, como +55 11 98765-4321.',
} as const satisfies CatalogueEntry;
export const PIX_KEY_INVALID_EMAIL = {
  status: 400,
  message: 'E-mail inválido para chave PIX.',
} as const satisfies CatalogueEntry;
export const PIX_KEY_INVALID_EVP = {
  status: 400,
  message: 'Chave aleatória inválida: são 32 letras e números em 5 blocos separados por hífens.',
} as const satisfies CatalogueEntry;
export const SIGNUP_TERMS_REQUIRED = {
  status: 400,
  title: 'Erro no cadastro',
  message: 'Para se cadastrar, aceite os Termos de Uso e a Política de Privacidade.',
} as const satisfies CatalogueEntry;
