// The entries it shows, by name: the whole catalogue (admin texts included) would ride along.

import { ANON_VOTE_FAILED, ANON_VOTE_LIMIT, VOTE_FAILED } from '#domain/messages/votes.ts';
import { formatCount } from '#domain/text/format-number.ts';
import { INVALID_RESPONSE_MESSAGE, isApiError } from '#web/lib/api-client.ts';

/** What a vote attempt tells the user: a toast (title + optional description) and the inline text. */
export interface VoteFeedback {
  tone: 'success' | 'error';
  title: string;
  description?: string;
  /** The line shown for 4 s on the participant's card. */
  inline: string;
}

export const VOTE_SUCCESS_TITLE = 'Voto registrado!';
export const GUEST_VOTE_SUCCESS_TITLE = 'Voto anônimo registrado!';
export const VOTE_UNEXPECTED_MESSAGE = 'Erro inesperado ao enviar seu voto. Tente novamente.';
export const GUEST_VOTE_NETWORK_MESSAGE =
  'Erro inesperado durante o envio do voto. Verifique sua conexão e tente novamente.';

export function voteSuccessFeedback(balance: number): VoteFeedback {
  const description = `YodCoin debitada. Saldo atual: ${formatCount(balance)}`;
  return {
    tone: 'success',
    title: VOTE_SUCCESS_TITLE,
    description,
    inline: `${VOTE_SUCCESS_TITLE} ${description}`,
  };
}

export function guestVoteSuccessFeedback(): VoteFeedback {
  return { tone: 'success', title: GUEST_VOTE_SUCCESS_TITLE, inline: GUEST_VOTE_SUCCESS_TITLE };
}

/**
 * An authenticated vote refused or failed. The server's title and text when it answered (the
 * catalogue: 'Voto inválido', 'YodCoins insuficientes', 'Aguarde N segundos…'); no answer at all is
 * 'Erro crítico ao votar'.
 */
export function voteErrorFeedback(error: unknown): VoteFeedback {
  if (!isApiError(error) || error.status === 0) {
    return {
      tone: 'error',
      title: 'Erro crítico ao votar',
      description: 'Tente novamente.',
      inline: VOTE_UNEXPECTED_MESSAGE,
    };
  }
  if (error.code === 'INVALID_RESPONSE' || error.code.startsWith('HTTP_')) {
    return {
      tone: 'error',
      title: VOTE_FAILED.title,
      description: VOTE_FAILED.message,
      inline: VOTE_FAILED.message,
    };
  }
  const message = error.message || VOTE_FAILED.message;
  return error.title
    ? { tone: 'error', title: error.title, description: message, inline: message }
    : { tone: 'error', title: message, inline: message };
}

/**
 * A guest vote refused or failed, in this order (docs/product.md#voting): a network failure, an answer that is not
 * JSON, a 429 without text, the server's own text, and the unknown-error fallback.
 */
export function guestVoteErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ANON_VOTE_FAILED.message;
  if (error.status === 0) return GUEST_VOTE_NETWORK_MESSAGE;
  if (error.code === 'INVALID_RESPONSE') return INVALID_RESPONSE_MESSAGE;
  // api-client gives a non-JSON error body the code HTTP_<status>: the server said nothing usable.
  if (error.code.startsWith('HTTP_')) {
    return error.status === 429 ? ANON_VOTE_LIMIT.message : INVALID_RESPONSE_MESSAGE;
  }
  return error.message || ANON_VOTE_FAILED.message;
}

export function guestVoteErrorFeedback(error: unknown): VoteFeedback {
  const message = guestVoteErrorMessage(error);
  return { tone: 'error', title: message, inline: message };
}
