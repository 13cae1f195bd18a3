import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  formatDayKey,
  isPrizePaymentOverdue,
  prizePaymentLastDay,
} from './prize-deadline.ts';

describe('the prize payment deadline (7 business days after the end)', () => {
  it.each([
    // Tuesday 25/11/2025 -> Wed 26 (1), Thu, Fri, Mon 1/12, Tue, Wed, Thu 4/12 (7).
    ['2025-11-25', '2025-12-04'],
    // Friday: the weekend does not count.
    ['2025-11-28', '2025-12-09'],
    // Saturday and Sunday count from Monday.
    ['2025-11-29', '2025-12-09'],
    ['2025-11-30', '2025-12-09'],
    // Across a year.
    ['2025-12-26', '2026-01-06'],
  ])('ended on %s: due by %s', (end, due) => {
    expect(addBusinessDays(end, 7)).toBe(due);
  });

  it('counts on the São Paulo calendar, not the server’s', () => {
    // 02:30 UTC on Wednesday is still Tuesday 23:30 in São Paulo.
    expect(prizePaymentLastDay(new Date('2025-11-26T02:30:00Z'))).toBe('2025-12-04');
    expect(prizePaymentLastDay(new Date('2025-11-26T03:30:00Z'))).toBe('2025-12-05');
  });

  it('is overdue only once the last day has passed in São Paulo', () => {
    expect(isPrizePaymentOverdue('2025-12-04', new Date('2025-12-05T02:59:00Z'))).toBe(false);
    expect(isPrizePaymentOverdue('2025-12-04', new Date('2025-12-05T03:00:00Z'))).toBe(true);
  });

  it('reads the day as dd/MM/yyyy', () => {
    expect(formatDayKey('2025-12-04')).toBe('04/12/2025');
  });
});
