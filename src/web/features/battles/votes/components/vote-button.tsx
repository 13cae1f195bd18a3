import { Check, Clock, ThumbsUp } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { VotePhase } from '../use-vote-controller.ts';

export interface VoteButtonProps {
  username: string;
  /** This participant's vote is in flight, at this step. */
  phase: VotePhase | null;
  /** Another vote on the page is in flight, the battle is not open, or the guest vote is used. */
  disabled: boolean;
  /** The viewer (or, for a visitor, their network's guest vote) already voted for this fighter. */
  alreadyVoted: boolean;
  /** Seconds left of the gap between two votes; 0 when the viewer may vote now. */
  waitSeconds: number;
  onVote: () => void;
}

const phaseText: Record<VotePhase, string> = { verifying: 'Verificando…', voting: 'Votando...' };

/**
 * 'Votar'; 'Verificando…' while a guest solves the proof of work, 'Votando...' while sending;
 * 'Aguarde Ns' counting down the gap between votes; 'Você já votou' once voted for this fighter.
 */
export function VoteButton({
  username,
  phase,
  disabled,
  alreadyVoted,
  waitSeconds,
  onVote,
}: VoteButtonProps) {
  if (alreadyVoted) {
    return (
      <Button variant="secondary" size="sm" disabled data-testid={`vote-${username}`} data-voted="true">
        <Check className="size-4" aria-hidden="true" />
        Você já votou
      </Button>
    );
  }
  if (waitSeconds > 0 && phase === null) {
    return (
      <Button
        variant="secondary"
        size="sm"
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
      size="sm"
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
