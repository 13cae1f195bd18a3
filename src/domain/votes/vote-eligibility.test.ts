import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import {
  checkVote,
  isVoteRule,
  nextVoteAt,
  type VoteCheckInput,
  voteRefusal,
  voteRules,
  voteWaitSeconds,
} from './vote-eligibility.ts';
import { MIN_VOTE_GAP_MS, VOTE_COST } from './vote-limits.ts';

const now = new Date('2025-06-01T12:00:00Z');
const ok: VoteCheckInput = {
  isBanned: false,
  hasProfile: true,
  balance: 3,
  lastVoteAt: null,
  now,
  voterId: 'voter',
  participantUserId: 'fighter',
  battleOpen: true,
  participantInBattle: true,
  participantDisqualified: false,
  alreadyVoted: false,
  dailyAmount: 3,
};
const check = (over: Partial<VoteCheckInput>) => checkVote({ ...ok, ...over });
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('checkVote', () => {
  it('allows a valid vote', () => {
    expect(VOTE_COST).toBe(1);
    expect(check({})).toBeNull();
    expect(check({ balance: 1, lastVoteAt: ago(MIN_VOTE_GAP_MS) })).toBeNull();
  });

  it('refuses each rule with its catalogue entry', () => {
    expect(check({ isBanned: true })?.code).toBe('VOTE_BANNED');
    expect(check({ hasProfile: false })?.code).toBe('VOTE_NO_PROFILE');
    expect(check({ participantUserId: 'voter' })).toMatchObject({
      code: 'VOTE_SELF',
      title: 'Voto inválido',
      message: 'Você não pode votar em si mesmo.',
    });
    expect(check({ battleOpen: false })?.code).toBe('VOTE_BATTLE_CLOSED');
    expect(check({ participantInBattle: false })).toMatchObject({
      code: 'VOTE_PARTICIPANT_INVALID',
      message: messages.VOTE_PARTICIPANT_INVALID.message,
    });
    expect(check({ alreadyVoted: true })).toMatchObject({ code: 'VOTE_DUPLICATE', status: 409 });
  });

  it('enforces the 5 s gap with the remaining whole seconds, rounded up', () => {
    expect(check({ lastVoteAt: ago(1000) })).toMatchObject({
      code: 'VOTE_TOO_SOON',
      status: 429,
      message: 'Aguarde 4 segundos para votar novamente.',
    });
    expect(check({ lastVoteAt: ago(100) })?.message).toBe('Aguarde 5 segundos para votar novamente.');
    expect(check({ lastVoteAt: ago(4500) })?.message).toBe('Aguarde 1 segundo para votar novamente.');
    expect(check({ lastVoteAt: ago(5001) })).toBeNull();
  });

  it('quotes the configured daily amount when the balance is short', () => {
    expect(check({ balance: 0 })).toMatchObject({
      code: 'VOTE_INSUFFICIENT_COINS',
      message: 'YodCoins insuficientes. Você recebe 3 YodCoins gratuitas por dia!',
    });
    expect(check({ balance: 0, dailyAmount: 1 })?.message).toBe(
      'YodCoins insuficientes. Você recebe 1 YodCoin gratuita por dia!',
    );
    expect(check({ balance: -2 })?.code).toBe('VOTE_INSUFFICIENT_COINS');
  });

  it('reports the first failing rule in the product order', () => {
    const allBad: VoteCheckInput = {
      ...ok,
      isBanned: true,
      hasProfile: false,
      participantUserId: 'voter',
      battleOpen: false,
      participantInBattle: false,
      participantDisqualified: true,
      alreadyVoted: true,
      lastVoteAt: ago(0),
      balance: 0,
    };
    const order = [
      ['isBanned', false],
      ['hasProfile', true],
      ['participantUserId', 'fighter'],
      ['battleOpen', true],
      ['participantInBattle', true],
      ['participantDisqualified', false],
      ['alreadyVoted', false],
      ['lastVoteAt', null],
      ['balance', 1],
    ] as const;
    const codes: (string | undefined)[] = [];
    let input: VoteCheckInput = allBad;
    for (const [key, fix] of order) {
      codes.push(checkVote(input)?.code);
      input = { ...input, [key]: fix };
    }
    expect(codes).toEqual([
      'VOTE_BANNED',
      'VOTE_NO_PROFILE',
      'VOTE_SELF',
      'VOTE_BATTLE_CLOSED',
      'VOTE_PARTICIPANT_INVALID',
      'VOTE_PARTICIPANT_DISQUALIFIED',
      'VOTE_DUPLICATE',
      'VOTE_TOO_SOON',
      'VOTE_INSUFFICIENT_COINS',
    ]);
    // The published order, which cast_vote() follows, is the one checked.
    expect(codes).toEqual([...voteRules]);
    expect(checkVote(input)).toBeNull();
  });
});

describe('voteRefusal', () => {
  it('words a rule that cast_vote() found broken as checkVote would', () => {
    const facts = { lastVoteAt: ago(1000), now, dailyAmount: 3 };
    expect(voteRefusal('VOTE_TOO_SOON', facts)).toEqual(check({ lastVoteAt: ago(1000) }));
    expect(voteRefusal('VOTE_INSUFFICIENT_COINS', facts)).toEqual(check({ balance: 0 }));
    expect(voteRefusal('VOTE_DUPLICATE', facts)).toEqual(check({ alreadyVoted: true }));
    expect(isVoteRule('VOTE_SELF')).toBe(true);
    expect(isVoteRule('VOTE_DEBIT_FAILED')).toBe(false);
  });
});

describe('voteWaitSeconds', () => {
  it('is zero without a previous vote or after the gap', () => {
    expect(voteWaitSeconds(null, now)).toBe(0);
    expect(voteWaitSeconds(ago(5000), now)).toBe(0);
    expect(voteWaitSeconds(ago(60_000), now)).toBe(0);
  });

  it('rounds the remainder up', () => {
    expect(voteWaitSeconds(ago(0), now)).toBe(5);
    expect(voteWaitSeconds(ago(3999), now)).toBe(2);
  });
});

describe('nextVoteAt', () => {
  const now = new Date('2031-01-01T12:00:10.000Z');

  it('is the last vote plus the gap while that is ahead, else null', () => {
    expect(nextVoteAt(new Date('2031-01-01T12:00:07.000Z'), now)?.toISOString()).toBe(
      '2031-01-01T12:00:12.000Z',
    );
    expect(nextVoteAt(new Date('2031-01-01T12:00:05.000Z'), now)).toBeNull();
    expect(nextVoteAt(null, now)).toBeNull();
    expect(nextVoteAt(new Date('2031-01-01T12:00:09.000Z'), now, 0)).toBeNull();
  });
});
