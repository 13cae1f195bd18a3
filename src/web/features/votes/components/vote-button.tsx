import { Check, ThumbsUp } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { VotePhase } from '../use-vote-controller.ts';

export interface VoteButtonProps {
  username: string;
  /** This participant's vote is in flight, at this step. */
  phase: VotePhase | null;
  /** Another vote on the page is in flight, or the battle is not open for votes. */
  disabled: boolean;
  /** The signed-in viewer already voted for this participant in this battle. */
  alreadyVoted: boolean;
  onVote: () => void;
}

const phaseText: Record<VotePhase, string> = { verifying: 'Verificando…', voting: 'Votando...' };

/** 'Votar'; 'Verificando…' while a guest solves the proof of work, 'Votando...' while sending. */
export function VoteButton({ username, phase, disabled, alreadyVoted, onVote }: VoteButtonProps) {
  if (alreadyVoted) {
    return (
      <Button variant="secondary" size="sm" disabled data-testid={`vote-${username}`} data-voted="true">
        <Check className="size-4" aria-hidden="true" />
        Votado
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
