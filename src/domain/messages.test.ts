import { describe, expect, it } from 'vitest';
import * as accountFields from './messages/account-fields.ts';
import * as admin from './messages/admin.ts';
import * as auth from './messages/auth.ts';
import * as battles from './messages/battles.ts';
import * as fans from './messages/fans.ts';
import * as generic from './messages/generic.ts';
import * as media from './messages/media.ts';
import * as prizeMoney from './messages/prize-money.ts';
import * as votes from './messages/votes.ts';
import * as wallet from './messages/wallet.ts';
import {
  banMessage,
  insufficientCoinsMessage,
  messages,
  negativeBalanceMessage,
  refusal,
  refusalOf,
  voteWaitMessage,
} from './messages.ts';

describe('messages catalogue', () => {
  it('holds every area entry once: no code is defined in two areas (a spread would hide one)', () => {
    const areas = [accountFields, admin, auth, battles, fans, generic, media, prizeMoney, votes, wallet];
    const codes = areas.flatMap((area) => Object.keys(area));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(messages).sort()).toEqual([...codes].sort());
  });

  it('builds the same refusal from a code alone or from the code and its entry', () => {
    expect(refusalOf('VOTE_SELF', votes.VOTE_SELF)).toEqual(refusal('VOTE_SELF'));
    expect(refusalOf('CREDITS_INVALID_AMOUNT', wallet.CREDITS_INVALID_AMOUNT, 'x')).toEqual(
      refusal('CREDITS_INVALID_AMOUNT', 'x'),
    );
    // @ts-expect-error: another code's entry does not compile (tsc runs over the tests)
    expect(refusalOf('VOTE_BANNED', votes.VOTE_SELF).code).toBe('VOTE_BANNED');
  });

  it('gives every entry a non-empty message and an HTTP error status', () => {
    for (const [code, entry] of Object.entries(messages)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(entry.message.trim()).not.toBe('');
      expect(entry.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('speaks pt-BR: no English word is left in a title or message', () => {
    const english = /\b(the|to|of|not|failed|update|provided|profile|user|role|roles|setup)\b/i;
    const leaks = Object.entries(messages)
      .flatMap(([code, entry]) => [entry.message, 'title' in entry ? entry.title : ''].map((t) => [code, t]))
      .filter(([, text]) => english.test(text ?? ''));
    expect(leaks).toEqual([]);
  });

  it('keeps the voting texts verbatim', () => {
    expect(messages.VOTE_BANNED.message).toBe('Você está banido e não pode votar.');
    expect(messages.VOTE_NO_PROFILE.message).toBe('Você precisa estar logado e ter um perfil para votar.');
    expect(messages.VOTE_INSUFFICIENT_COINS.message).toBe(
      'YodCoins insuficientes. Você recebe 1 YodCoin gratuita por dia!',
    );
    expect(messages.VOTE_SELF).toMatchObject({
      title: 'Voto inválido',
      message: 'Você não pode votar em si mesmo.',
    });
    expect(messages.VOTE_DUPLICATE.title).toBe('Voto já registrado');
    expect(messages.VOTE_PARTICIPANT_INVALID.message).toBe(
      'Você não pode votar neste participante no momento.',
    );
    expect(messages.ANON_VOTE_LIMIT).toEqual({
      status: 429,
      message: 'Você atingiu o limite de votos anônimos. Tente novamente mais tarde.',
    });
  });

  it('splits the join texts into title and message as the product pairs them', () => {
    expect(messages.JOIN_BANNED).toMatchObject({
      title: 'Acesso negado',
      message: 'Sua conta está banida e você não pode participar de batalhas.',
    });
    expect(messages.JOIN_LOGIN_REQUIRED).toMatchObject({
      title: 'Login necessário',
      message: 'Você precisa estar logado e ter um perfil para participar.',
    });
    expect(messages.JOIN_PENDING).toMatchObject({
      title: 'Batalha não disponível',
      message: 'Esta batalha ainda não foi aprovada.',
    });
    expect(messages.JOIN_SCHEDULED.message).toBe(
      'Esta batalha ainda não começou. Aguarde o horário de início.',
    );
    expect(messages.JOIN_FINISHED.message).toBe('Esta batalha já foi finalizada.');
    expect(messages.JOIN_ALREADY).toMatchObject({
      title: 'Já inscrito',
      message: 'Você já está participando desta batalha.',
    });
    expect(messages.JOIN_FULL.title).toBe('Batalha lotada');
    expect(messages.BATTLE_NOT_FOUND).toMatchObject({ status: 404, message: 'Batalha não encontrada' });
  });

  it('uses the upload statuses of the brief', () => {
    expect(messages.UPLOAD_NOT_IMAGE).toEqual({
      status: 415,
      message: 'Apenas arquivos de imagem são permitidos.',
    });
    expect(messages.UPLOAD_TOO_LARGE).toEqual({
      status: 413,
      message: 'O tamanho máximo do arquivo é 5 MB.',
    });
    expect(messages.UPLOAD_FAILED.message).toBe('Falha ao enviar a imagem. Tente novamente.');
  });

  it('keeps the wallet and master-admin texts verbatim', () => {
    expect(messages.WALLET_LOGIN_REQUIRED.message).toBe('Você precisa estar logado para ver sua carteira.');
    expect(messages.CREDITS_NO_USER.message).toBe('Nenhum usuário selecionado');
    expect(messages.WALLET_NOT_FOUND.message).toBe('Carteira não encontrada');
    expect(messages.CREDITS_INVALID_AMOUNT.message).toBe(
      'Digite uma quantidade válida (número inteiro diferente de zero).',
    );
    expect(messages.CREDITS_FORBIDDEN_NOT_ADMIN.message).toBe(
      'Você não tem permissão para gerenciar YodCoins. Entre em contato com um administrador.',
    );
    expect(messages.CREDITS_FORBIDDEN_NOT_MASTER.message).toBe(
      'Acesso restrito: apenas o administrador master pode gerenciar YodCoins.',
    );
  });
});

describe('refusal', () => {
  it('copies code, status, title and message from the catalogue', () => {
    expect(refusal('JOIN_FULL')).toEqual({
      code: 'JOIN_FULL',
      status: 409,
      title: 'Batalha lotada',
      message: messages.JOIN_FULL.message,
    });
  });

  it('omits title when the entry has none and lets the caller fill the message', () => {
    const r = refusal('VOTE_TOO_SOON', 'Aguarde 3 segundos para votar novamente.');
    expect(r).toEqual({
      code: 'VOTE_TOO_SOON',
      status: 429,
      message: 'Aguarde 3 segundos para votar novamente.',
    });
    expect('title' in r).toBe(false);
  });
});

describe('message templates', () => {
  it('states the daily amount with pt-BR plural, and the singular for 1', () => {
    expect(insufficientCoinsMessage(1)).toBe(messages.VOTE_INSUFFICIENT_COINS.message);
    expect(insufficientCoinsMessage(3)).toBe(
      'YodCoins insuficientes. Você recebe 3 YodCoins gratuitas por dia!',
    );
    expect(insufficientCoinsMessage(0)).toBe('YodCoins insuficientes.');
  });

  it('builds the wait text in singular and plural', () => {
    expect(voteWaitMessage(5)).toBe('Aguarde 5 segundos para votar novamente.');
    expect(voteWaitMessage(1)).toBe('Aguarde 1 segundo para votar novamente.');
  });

  it('states the current balance when a debit would go negative', () => {
    expect(negativeBalanceMessage(3)).toBe('O saldo não pode ficar negativo. Saldo atual: 3.');
  });

  it('keeps the ban message shape', () => {
    expect(banMessage('spam', null)).toBe('Sua conta está banida. Motivo: spam. O banimento é permanente.');
    // A reason typed with its own period ends the sentence once.
    expect(banMessage('Spam.', null)).toBe('Sua conta está banida. Motivo: Spam. O banimento é permanente.');
    expect(banMessage('spam', '01/02/2025 10:00')).toBe(
      'Sua conta está banida. Motivo: spam. O banimento expira em 01/02/2025 10:00.',
    );
  });
});
