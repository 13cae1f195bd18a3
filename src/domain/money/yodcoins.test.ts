import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import {
  adjustmentNoticeBody,
  adjustmentType,
  checkAdjustment,
  DEFAULT_DAILY_YODCOINS,
  DEFAULT_GUEST_VOTES_PER_DAY,
  defaultAdjustmentDescription,
  isDailyGrantDue,
  parseAdjustmentAmount,
  QUICK_ADJUSTMENTS,
} from './yodcoins.ts';

describe('credit constants', () => {
  it('matches the product rules', () => {
    expect(QUICK_ADJUSTMENTS).toEqual([1, 5, 10, -1, -5]);
    expect(DEFAULT_DAILY_YODCOINS).toBe(3);
    expect(DEFAULT_GUEST_VOTES_PER_DAY).toBe(1);
  });
});

describe('defaultAdjustmentDescription', () => {
  it('describes additions and removals with plural', () => {
    expect(defaultAdjustmentDescription(5)).toBe('Adição de 5 YodCoins pelo administrador');
    expect(defaultAdjustmentDescription(-5)).toBe('Remoção de 5 YodCoins pelo administrador');
    expect(defaultAdjustmentDescription(1)).toBe('Adição de 1 YodCoin pelo administrador');
    expect(defaultAdjustmentDescription(-1)).toBe('Remoção de 1 YodCoin pelo administrador');
  });

  it('picks the ledger type from the sign', () => {
    expect(adjustmentType(3)).toBe('admin_add');
    expect(adjustmentType(-3)).toBe('admin_remove');
  });
});

describe('adjustmentNoticeBody', () => {
  it('agrees with the feminine coin and puts it into or takes it from the wallet', () => {
    expect(adjustmentNoticeBody(5, 12)).toBe(
      'Foram adicionadas 5 YodCoins à sua carteira pela administração. Saldo atual: 12.',
    );
    expect(adjustmentNoticeBody(1, 8)).toBe(
      'Foi adicionada 1 YodCoin à sua carteira pela administração. Saldo atual: 8.',
    );
    expect(adjustmentNoticeBody(-5, 2)).toBe(
      'Foram removidas 5 YodCoins da sua carteira pela administração. Saldo atual: 2.',
    );
    expect(adjustmentNoticeBody(-1, 0)).toBe(
      'Foi removida 1 YodCoin da sua carteira pela administração. Saldo atual: 0.',
    );
  });
});

describe('parseAdjustmentAmount', () => {
  it('accepts signed whole numbers', () => {
    expect(parseAdjustmentAmount('5')).toEqual({ ok: true, amount: 5 });
    expect(parseAdjustmentAmount(' -10 ')).toEqual({ ok: true, amount: -10 });
    expect(parseAdjustmentAmount('+3')).toEqual({ ok: true, amount: 3 });
  });

  it('refuses zero, decimals, blanks and junk with the catalogue text', () => {
    for (const input of [
      '0',
      '-0',
      '',
      '  ',
      '1.5',
      '1,5',
      'abc',
      '1e3',
      '5x',
      'NaN',
      '99999999999999999999',
    ]) {
      const parsed = parseAdjustmentAmount(input);
      expect(parsed.ok, input).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error).toMatchObject({
          code: 'CREDITS_INVALID_AMOUNT',
          message: messages.CREDITS_INVALID_AMOUNT.message,
        });
      }
    }
  });
});

describe('checkAdjustment', () => {
  it('allows adjustments that keep the balance non-negative', () => {
    expect(checkAdjustment(5, -5)).toBeNull();
    expect(checkAdjustment(0, 10)).toBeNull();
  });

  it('refuses a debit below zero, stating the balance', () => {
    expect(checkAdjustment(3, -5)).toMatchObject({
      code: 'CREDITS_NEGATIVE_BALANCE',
      status: 409,
      message: 'O saldo não pode ficar negativo. Saldo atual: 3.',
    });
  });
});

describe('isDailyGrantDue', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('is due when never claimed', () => {
    expect(isDailyGrantDue(null, now)).toBe(true);
  });

  it('compares São Paulo calendar days, not UTC days', () => {
    // 02:30 UTC on 1 June is still 31 May in São Paulo.
    expect(isDailyGrantDue('2025-06-01T02:30:00Z', now)).toBe(true);
    expect(isDailyGrantDue('2025-06-01T03:00:00Z', now)).toBe(false);
    expect(isDailyGrantDue(new Date('2025-06-01T11:59:00Z'), now)).toBe(false);
    expect(isDailyGrantDue('2025-06-02T02:59:00Z', now)).toBe(false);
  });
});
