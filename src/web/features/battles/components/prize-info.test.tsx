import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrizeInfo } from './prize-info.tsx';

const prize = { amount: 500, type: 'PIX' as const, description: null, paidAt: null };

describe('PrizeInfo', () => {
  it('says in visible words that the money goes to the most-voted fighter', () => {
    render(<PrizeInfo prize={prize} />);
    const line = screen.getByTestId('prize-words');
    expect(line.textContent).toMatch(/^Prêmio de R\$\s500,00 via PIX para o lutador mais votado$/);
    expect(line.querySelector('.sr-only')).toBeNull();
  });

  it("states a tie's split and each winner's share", () => {
    render(<PrizeInfo prize={{ ...prize, amount: 150 }} winnersCount={2} compact />);
    expect(screen.getByTestId('prize-words').textContent).toMatch(
      /dividido entre os 2 mais votados: R\$\s75,00 para cada/,
    );
  });
});
