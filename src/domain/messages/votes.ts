import type { CatalogueEntry } from './entry.ts';

// Voting (authenticated)
export const VOTE_BANNED = {
  status: 403,
  message: 'Você está banido e não pode votar.',
} as const satisfies CatalogueEntry;
export const VOTE_NO_PROFILE = {
  status: 401,
  message: 'Você precisa estar logado e ter um perfil para votar.',
} as const satisfies CatalogueEntry;
export const VOTE_UNAUTHENTICATED = {
  status: 401,
  title: 'Erro',
  message: 'Usuário não autenticado.',
} as const satisfies CatalogueEntry;
// The text for the default amount; servers build the real one with insufficientCoinsMessage().
export const VOTE_INSUFFICIENT_COINS = {
  status: 409,
  title: 'YodCoins insuficientes',
  message: 'YodCoins insuficientes. Você recebe 1 YodCoin gratuita por dia!',
} as const satisfies CatalogueEntry;
// The conditional debit lost a race with another spend: the balance looked fine but was not.
export const VOTE_DEBIT_FAILED = {
  status: 409,
  title: 'YodCoins insuficientes',
  message: 'Você não tem YodCoins suficientes para votar.',
} as const satisfies CatalogueEntry;
// Generic text; the exact wait comes from voteWaitMessage().
export const VOTE_TOO_SOON = {
  status: 429,
  message: 'Aguarde alguns segundos para votar novamente.',
} as const satisfies CatalogueEntry;
export const VOTE_SELF = {
  status: 422,
  title: 'Voto inválido',
  message: 'Você não pode votar em si mesmo.',
} as const satisfies CatalogueEntry;
export const VOTE_DUPLICATE = {
  status: 409,
  title: 'Voto já registrado',
  message: 'Você já votou neste participante nesta batalha.',
} as const satisfies CatalogueEntry;
export const VOTE_BATTLE_CLOSED = {
  status: 409,
  title: 'Votação indisponível',
  message: 'Esta batalha não está aberta para votação.',
} as const satisfies CatalogueEntry;
export const VOTE_PARTICIPANT_INVALID = {
  status: 422,
  message: 'Você não pode votar neste participante no momento.',
} as const satisfies CatalogueEntry;
// The fighter was banned or deleted while the battle was open (a refusal of our own).
export const VOTE_PARTICIPANT_DISQUALIFIED = {
  status: 422,
  title: 'Lutador desclassificado',
  message: 'Este lutador foi desclassificado desta batalha e não pode mais receber votos.',
} as const satisfies CatalogueEntry;
export const VOTE_FAILED = {
  status: 500,
  title: 'Erro ao registrar voto',
  message: 'Ocorreu um erro ao votar. Tente novamente em instantes.',
} as const satisfies CatalogueEntry;
// Voting (anonymous)
export const ANON_VOTE_LIMIT = {
  status: 429,
  message: 'Você atingiu o limite de votos anônimos. Tente novamente mais tarde.',
} as const satisfies CatalogueEntry;
// Missing, malformed, expired or already-used proof-of-work challenge.
export const ANON_VOTE_CHALLENGE_INVALID = {
  status: 400,
  message: 'Verificação de segurança inválida ou expirada. Recarregue a página e tente novamente.',
} as const satisfies CatalogueEntry;
// A signed-in user on the guest endpoint (a script after a free vote per IP): they vote with coins.
export const ANON_VOTE_SIGNED_IN = {
  status: 403,
  message: 'Você está logado: o voto anônimo é só para visitantes. Use suas YodCoins para votar.',
} as const satisfies CatalogueEntry;
export const ANON_VOTE_FAILED = {
  status: 500,
  message: 'Erro desconhecido ao votar anonimamente.',
} as const satisfies CatalogueEntry;
