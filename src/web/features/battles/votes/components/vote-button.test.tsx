import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VoteButton, type VoteButtonProps } from './vote-button.tsx';

const props: VoteButtonProps = {
  username: 'ana',
  phase: null,
  disabled: false,
  ready: true,
  noCoins: false,
  alreadyVoted: false,
  waitSeconds: 0,
  onVote: vi.fn(),
};

describe('VoteButton', () => {
  it("reads 'Carregando…', disabled, in the server's HTML: a tap before the scripts run is not lost silently", () => {
    const html = renderToString(<VoteButton {...props} />);
    expect(html).toContain('Carregando…');
    expect(html).toContain('disabled');
    expect(html).not.toContain('Votar');
  });

  it("is 'Votar' once hydrated, and 'Sem YodCoins hoje' (disabled) at 0 coins", () => {
    const { rerender } = render(<VoteButton {...props} />);
    expect(screen.getByRole('button', { name: 'Votar em ana' })).toHaveProperty('disabled', false);
    rerender(<VoteButton {...props} noCoins />);
    const none = screen.getByTestId('vote-ana');
    expect(none.textContent).toBe('Sem YodCoins hoje');
    expect(none).toHaveProperty('disabled', true);
  });
});
