import { Check, Clock, Coins, ThumbsUp } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { VotePhase } from '#web/features/battles/votes/use-vote-controller.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export interface VoteButtonProps {
  username: string;
  /** This participant's vote is in flight, at this step. */
  phase: VotePhase | null;
  /** Another vote on the page is in flight, the battle is not open, or the guest vote is used. */
  disabled: boolean;
  /** False until the session is known (which kind of vote a tap would cast). */
  ready: boolean;
  /** A signed-in fan with 0 YodCoins. */
  noCoins: boolean;
  /** The viewer (or, for a visitor, their network's guest vote) already voted for this fighter. */
  alreadyVoted: boolean;
  /** Seconds left of the gap between two votes; 0 when the viewer may vote now. */
  waitSeconds: number;
  onVote: () => void;
}

const phaseText: Record<VotePhase, string> = { verifying: 'Verificando…', voting: 'Votando...' };

/**
 * 'Votar'; 'Carregando…' until the page's scripts run (the server's HTML shows the button a moment
 * before a tap can do anything, so it says so instead of swallowing the tap); 'Verificando…' while
 * a guest's proof of work finishes, 'Votando...' while sending; 'Aguarde Ns' counting down the gap
 * between votes; 'Sem YodCoins hoje' at 0 coins; 'Você já votou' once voted for this fighter.
 */
export function VoteButton({
  username,
  phase,
  disabled,
  ready,
  noCoins,
  alreadyVoted,
  waitSeconds,
  onVote,
}: VoteButtonProps) {
  const hydrated = useHydrated();
  if (alreadyVoted) {
    return (
      <Button variant="secondary" size="md" disabled data-testid={`vote-${username}`} data-voted="true">
        <Check className="size-4" aria-hidden="true" />
        Você já votou
      </Button>
    );
  }
  if (!hydrated || !ready) {
    return (
      <Button
        variant="secondary"
        size="md"
        disabled
        aria-label={`Carregando o voto em ${username}`}
        data-testid={`vote-${username}`}
        data-loading="true"
      >
        Carregando…
      </Button>
    );
  }
  if (noCoins && phase === null) {
    return (
      <Button
        variant="secondary"
        size="md"
        disabled
        aria-label={`Sem YodCoins hoje para votar em ${username}`}
        data-testid={`vote-${username}`}
        data-no-coins="true"
      >
        <Coins className="size-4" aria-hidden="true" />
        Sem YodCoins hoje
      </Button>
    );
  }
  if (waitSeconds > 0 && phase === null) {
    return (
      <Button
        variant="secondary"
        size="md"
        disabled
        aria-label={`Aguarde ${waitSeconds} s para votar em ${username}`}
        data-testid={`vote-${username}`}
        data-wait={waitSeconds}
        className="tabular-nums"
      >
        <Clock className="size-4" aria-hidden="true" />
        Aguarde {waitSeconds}s
      </Button>
    );
  }
  return (
    <Button
      size="md"
      onClick={onVote}
      disabled={disabled || phase !== null}
      isLoading={phase !== null}
      aria-label={phase ? phaseText[phase] : `Votar em ${username}`}
      data-testid={`vote-${username}`}
    >
      {phase ? null : <ThumbsUp className="size-4" aria-hidden="true" />}
      {phase ? phaseText[phase] : 'Votar'}
    </Button>
  );
}
