import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
// The area's entries only: the whole catalogue (admin texts included) would ride along.
import { ANON_VOTE_CHALLENGE_INVALID, ANON_VOTE_LIMIT } from '#domain/messages/votes.ts';
import type { GuestVoteStatus } from '#domain/schemas/votes.ts';
import { useInViewerShell } from '#web/app/viewer-shell.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { useGuestVote } from './api/use-guest-vote.ts';
import { useGuestVoteStatus } from './api/use-guest-vote-status.ts';
import { useVote } from './api/use-vote.ts';
import { GuestProof } from './guest-proof.ts';
import { rememberGuestVote } from './guest-vote-memory.ts';
import {
  guestVoteErrorFeedback,
  guestVoteSuccessFeedback,
  type VoteFeedback,
  voteErrorFeedback,
  voteSuccessFeedback,
} from './vote-messages.ts';

/** The vote result stays on the participant's card for 4 s. */
export const VOTE_MESSAGE_MS = 4000;

export type VotePhase = 'verifying' | 'voting';

export interface VoteMessage {
  participantUserId: string;
  tone: VoteFeedback['tone'];
  text: string;
}

export interface VoteController {
  /** The participant whose vote is in flight and its step, or null. */
  pending: { participantUserId: string; phase: VotePhase } | null;
  message: VoteMessage | null;
  isGuest: boolean;
  /** False until the session is known: a click then would not know which kind of vote to cast. */
  ready: boolean;
  /** A visitor's guest vote on this network (null while unknown, and for signed-in viewers). */
  guestStatus: GuestVoteStatus | null;
  voteFor: (participantUserId: string) => void;
}

/**
 * One battle page's voting: signed-in users vote with a YodCoin, visitors solve a proof of work
 * and cast a guest vote. Only one vote is in flight per page; a second click (or a double click,
 * caught by the ref before React re-renders) is ignored until it settles.
 */
export function useVoteController(battleId: string, votingOpen = true): VoteController {
  const session = useMe();
  // A shell's viewer is a fan (only fans get one), as the browser will render it: not a guest.
  const isGuest = !useInViewerShell() && session.me === null;
  const { isLoading } = session;
  const queryClient = useQueryClient();
  const guestStatusQuery = useGuestVoteStatus(battleId, !isLoading && isGuest && votingOpen);
  const guestStatus = isGuest ? (guestStatusQuery.data ?? null) : null;
  const vote = useVote();
  const guestVote = useGuestVote();
  const inFlight = useRef(false);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const abort = useRef<AbortController | null>(null);
  const [pending, setPending] = useState<VoteController['pending']>(null);
  const [message, setMessage] = useState<VoteMessage | null>(null);
  const proof = useRef<GuestProof | null>(null);
  proof.current ??= new GuestProof();

  useEffect(
    () => () => {
      if (messageTimer.current) clearTimeout(messageTimer.current);
      abort.current?.abort();
      proof.current?.cancel();
    },
    [],
  );

  // A visitor whose network may still vote gets the proof of work solved at the page's first idle
  // moment, so the tap only sends the vote; a network whose vote is used never starts one
  // (docs/decisions/0021-guest-vote-and-coin-state.md).
  const canPrepare = votingOpen && guestStatus?.available === true;
  useEffect(() => {
    if (!canPrepare) {
      proof.current?.cancel();
      return;
    }
    const start = () => proof.current?.prepare();
    if (typeof window.requestIdleCallback === 'function') {
      // A slow phone is rarely idle right after hydrating: start within 300 ms regardless.
      const id = window.requestIdleCallback(start, { timeout: 300 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 500);
    return () => clearTimeout(timer);
  }, [canPrepare]);

  const finish = useCallback((participantUserId: string, feedback: VoteFeedback) => {
    // Each outcome is said once, on the card that was tapped (its status line is announced): a
    // toast with the same words on top read as two votes, or two errors.
    setMessage({ participantUserId, tone: feedback.tone, text: feedback.inline });
    if (messageTimer.current) clearTimeout(messageTimer.current);
    messageTimer.current = setTimeout(() => setMessage(null), VOTE_MESSAGE_MS);
    setPending(null);
    inFlight.current = false;
  }, []);

  const { mutateAsync: voteAsync } = vote;
  const { mutateAsync: guestVoteAsync } = guestVote;

  const voteFor = useCallback(
    (participantUserId: string) => {
      if (inFlight.current || isLoading) return;
      inFlight.current = true;

      if (!isGuest) {
        setPending({ participantUserId, phase: 'voting' });
        voteAsync({ battleId, participantUserId }).then(
          (result) => finish(participantUserId, voteSuccessFeedback(result.balance)),
          (error: unknown) => finish(participantUserId, voteErrorFeedback(error)),
        );
        return;
      }

      // A network whose guest vote is already used hears it now, not after a proof of work.
      if (guestStatus && !guestStatus.available) {
        finish(
          participantUserId,
          guestVoteErrorFeedback(
            new ApiError({
              status: ANON_VOTE_LIMIT.status,
              code: 'ANON_VOTE_LIMIT',
              message: ANON_VOTE_LIMIT.message,
            }),
          ),
        );
        return;
      }
      const guestProof = proof.current!;
      setPending({ participantUserId, phase: guestProof.isSolved() ? 'voting' : 'verifying' });
      const controller = new AbortController();
      abort.current = controller;
      const run = async () => {
        const altcha = await guestProof.take(controller.signal).catch((cause: unknown) => {
          if (cause instanceof Error && cause.name === 'ProofOfWorkError') {
            const entry = ANON_VOTE_CHALLENGE_INVALID;
            throw new ApiError({
              status: entry.status,
              code: 'ANON_VOTE_CHALLENGE_INVALID',
              message: entry.message,
            });
          }
          throw cause;
        });
        if (controller.signal.aborted) return null;
        setPending({ participantUserId, phase: 'voting' });
        return guestVoteAsync({ battleId, participantUserId, altcha });
      };
      const refreshGuestStatus = () =>
        void queryClient.invalidateQueries({ queryKey: queryKeys.guestVoteStatus(battleId) });
      run().then(
        (result) => {
          if (result) {
            rememberGuestVote();
            finish(participantUserId, guestVoteSuccessFeedback());
          }
          refreshGuestStatus();
        },
        (error: unknown) => {
          if (!controller.signal.aborted) finish(participantUserId, guestVoteErrorFeedback(error));
          refreshGuestStatus();
        },
      );
    },
    [battleId, isGuest, isLoading, voteAsync, guestVoteAsync, finish, guestStatus, queryClient],
  );

  return { pending, message, isGuest, ready: !isLoading, guestStatus, voteFor };
}
