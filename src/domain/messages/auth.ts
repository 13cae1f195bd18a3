import type { CatalogueEntry } from './entry.ts';

// Login and sign-up
export const LOGIN_FAILED = {
  status: 401,
  title: 'Erro no login',
  message: 'Não foi possível entrar: usuário não encontrado.',
} as const satisfies CatalogueEntry;
export const LOGIN_INVALID_CREDENTIALS = {
  status: 401,
  title: 'Erro no login',
  message: 'E-mail ou senha inválidos.',
} as const satisfies CatalogueEntry;
export const LOGIN_EMAIL_NOT_VERIFIED = {
  status: 403,
  title: 'Erro no login',
  message: 'Confirme seu e-mail antes de entrar. Enviamos um link de confirmação para o seu endereço.',
} as const satisfies CatalogueEntry;
export const LOGIN_BAN_CHECK_FAILED = {
  status: 503,
  title: 'Erro no login',
  message: 'Não foi possível verificar seu status. Tente novamente.',
} as const satisfies CatalogueEntry;
export const LOGIN_RATE_LIMITED = {
  status: 429,
  title: 'Erro no login',
  message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
} as const satisfies CatalogueEntry;
export const LOGIN_CHALLENGE_REQUIRED = {
  status: 429,
  title: 'Erro no login',
  message:
    'Muitas tentativas de login nesta conta. Para continuar, seu navegador precisa fazer uma verificação automática. Tente novamente.',
} as const satisfies CatalogueEntry;
export const SIGNUP_RATE_LIMITED = {
  status: 429,
  title: 'Erro no cadastro',
  message: 'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',
} as const satisfies CatalogueEntry;
export const RESEND_RATE_LIMITED = {
  status: 429,
  title: 'Erro ao reenviar e-mail',
  message: 'Muitos pedidos de reenvio. Aguarde alguns minutos e tente novamente.',
} as const satisfies CatalogueEntry;
export const RESET_RATE_LIMITED = {
  status: 429,
  title: 'Erro ao redefinir senha',
  message: 'Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.',
} as const satisfies CatalogueEntry;
export const RESET_TOKEN_INVALID = {
  status: 400,
  title: 'Erro ao redefinir senha',
  message: 'O link para redefinir a senha é inválido, já foi usado ou expirou. Peça um novo link.',
} as const satisfies CatalogueEntry;
// The confirmation link (docs/decisions/0017-accounts-under-attack.md)
export const CONFIRM_LINK_INVALID = {
  status: 400,
  title: 'Erro ao confirmar e-mail',
  message:
    'O link de confirmação é inválido ou expirou. Entre com seu e-mail e senha para receber um novo link.',
} as const satisfies CatalogueEntry;
export const CONFIRM_WRONG_PASSWORD = {
  status: 400,
  title: 'Erro ao confirmar e-mail',
  message:
    'Senha incorreta. Digite a senha que você criou no cadastro, ou, se não foi você quem se cadastrou, defina sua própria senha.',
} as const satisfies CatalogueEntry;
export const CONFIRM_RATE_LIMITED = {
  status: 429,
  title: 'Erro ao confirmar e-mail',
  message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const satisfies CatalogueEntry;
export const BANNED = {
  status: 403,
  title: 'Conta banida',
  message: 'Sua conta está banida.',
} as const satisfies CatalogueEntry;
export const SIGNUP_PASSWORD_MISMATCH = {
  status: 400,
  title: 'Erro no cadastro',
  message: 'As senhas não coincidem',
} as const satisfies CatalogueEntry;
export const SIGNUP_PASSWORD_SHORT = {
  status: 400,
  title: 'Erro no cadastro',
  message: 'A senha deve ter pelo menos 6 caracteres',
} as const satisfies CatalogueEntry;
export const SIGNUP_USERNAME_TAKEN = {
  status: 409,
  title: 'Erro no cadastro',
  message: 'Este nome de lutador já está em uso.',
} as const satisfies CatalogueEntry;
export const SIGNUP_FAILED = {
  status: 400,
  title: 'Erro no cadastro',
  message: 'Ocorreu um erro inesperado. Tente novamente.',
} as const satisfies CatalogueEntry;
// Account deletion
export const ACCOUNT_DELETE_WRONG_PASSWORD = {
  status: 400,
  title: 'Erro ao excluir conta',
  message: 'Senha incorreta. Confirme com a senha que você usa para entrar.',
} as const satisfies CatalogueEntry;
export const ACCOUNT_DELETE_RATE_LIMITED = {
  status: 429,
  title: 'Erro ao excluir conta',
  message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const satisfies CatalogueEntry;
export const ACCOUNT_DELETE_MASTER = {
  status: 403,
  title: 'Erro ao excluir conta',
  message: 'A conta do administrador principal não pode ser excluída.',
} as const satisfies CatalogueEntry;
// Profile
export const PROFILE_SAVE_FAILED = {
  status: 400,
  title: 'Erro ao salvar',
  message: 'Não foi possível atualizar o perfil. Tente novamente.',
} as const satisfies CatalogueEntry;
export const PROFILE_NOT_FOUND = {
  status: 404,
  message: 'Perfil não encontrado.',
} as const satisfies CatalogueEntry;
export const PROFILE_PASSWORD_REQUIRED = {
  status: 400,
  title: 'Erro ao salvar',
  message: 'Para trocar a chave PIX, confirme com a senha que você usa para entrar.',
} as const satisfies CatalogueEntry;
export const PROFILE_WRONG_PASSWORD = {
  status: 400,
  title: 'Erro ao salvar',
  message: 'Senha incorreta. A chave PIX não foi alterada.',
} as const satisfies CatalogueEntry;
export const PROFILE_PASSWORD_RATE_LIMITED = {
  status: 429,
  title: 'Erro ao salvar',
  message: 'Muitas tentativas de senha. Aguarde alguns minutos e tente novamente.',
} as const satisfies CatalogueEntry;
export const PROFILE_USERNAME_TAKEN = {
  status: 409,
  title: 'Erro ao salvar',
  message: 'Este nome de lutador já está em uso.',
} as const satisfies CatalogueEntry;
