import { describe, expect, it } from 'vitest';
import { ApiError, INVALID_RESPONSE_MESSAGE } from '#web/lib/api-client.ts';
import {
  GUEST_VOTE_NETWORK_MESSAGE,
  guestVoteErrorMessage,
  VOTE_UNEXPECTED_MESSAGE,
  voteErrorFeedback,
  voteSuccessFeedback,
} from './vote-messages.ts';

const LIMIT = 'Você atingiu o limite de votos anônimos. Tente novamente mais tarde.';

describe('voteSuccessFeedback', () => {
  it('states the new balance', () => {
    expect(voteSuccessFeedback(2)).toMatchObject({
      title: 'Voto registrado!',
      description: 'YodCoin debitada. Saldo atual: 2',
    });
  });
});

describe('voteErrorFeedback', () => {
  it("uses the server's title and message", () => {
    const error = new ApiError({
      status: 422,
      code: 'VOTE_SELF',
      title: 'Voto inválido',
      message: 'Você não pode votar em si mesmo.',
    });
    expect(voteErrorFeedback(error)).toMatchObject({
      title: 'Voto inválido',
      description: 'Você não pode votar em si mesmo.',
      inline: 'Você não pode votar em si mesmo.',
    });
  });

  it('uses the message as the title when the server gives none', () => {
    const error = new ApiError({
      status: 429,
      code: 'VOTE_TOO_SOON',
      message: 'Aguarde 3 segundos para votar novamente.',
    });
    expect(voteErrorFeedback(error)).toMatchObject({ title: 'Aguarde 3 segundos para votar novamente.' });
  });

  it('reports a network failure as a critical error', () => {
    const error = new ApiError({ status: 0, code: 'NETWORK', message: 'x' });
    expect(voteErrorFeedback(error)).toMatchObject({
      title: 'Erro crítico ao votar',
      inline: VOTE_UNEXPECTED_MESSAGE,
    });
  });
});

describe('guestVoteErrorMessage', () => {
  it('passes the server text through', () => {
    const error = new ApiError({ status: 429, code: 'ANON_VOTE_LIMIT', message: LIMIT });
    expect(guestVoteErrorMessage(error)).toBe(LIMIT);
  });

  it('gives the limit text for a 429 without a JSON body', () => {
    expect(guestVoteErrorMessage(new ApiError({ status: 429, code: 'HTTP_429', message: 'x' }))).toBe(LIMIT);
  });

  it('gives the non-JSON text for other unreadable answers', () => {
    expect(guestVoteErrorMessage(new ApiError({ status: 502, code: 'HTTP_502', message: 'x' }))).toBe(
      INVALID_RESPONSE_MESSAGE,
    );
    expect(guestVoteErrorMessage(new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'x' }))).toBe(
      INVALID_RESPONSE_MESSAGE,
    );
  });

  it('gives the connection text on a network failure', () => {
    expect(guestVoteErrorMessage(new ApiError({ status: 0, code: 'NETWORK', message: 'x' }))).toBe(
      GUEST_VOTE_NETWORK_MESSAGE,
    );
  });

  it('falls back to the unknown-error text', () => {
    expect(guestVoteErrorMessage(new Error('boom'))).toBe('Erro desconhecido ao votar anonimamente.');
  });
});
