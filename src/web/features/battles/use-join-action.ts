import { useCallback, useRef } from 'react';
import { JOIN_FAILED } from '#domain/messages/battles.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useJoinBattle } from './api/use-join-battle.ts';

export const JOIN_SUCCESS_TITLE = 'Inscrição realizada!';

/** The server's refusal as a toast: its title ('Batalha lotada', 'Já inscrito'...) and text. */
function toastJoinError(error: unknown) {
  const title = isApiError(error) && error.title ? error.title : JOIN_FAILED.title;
  toast.error(title, { description: errorMessage(error) });
}

/**
 * 'Quero entrar!' with its toasts (docs/product.md#joining). One join in flight at a time: state updates land after
 * the next render, so a ref stops a double click from sending a second request before that.
 */
export function useJoinAction() {
  const { mutate, isPending, variables } = useJoinBattle();
  const inFlight = useRef(false);

  const join = useCallback(
    (battle: { id: string; title: string }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(battle.id, {
        onSuccess: (result) => toast.success(JOIN_SUCCESS_TITLE, { description: result.battle.title }),
        onError: toastJoinError,
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    [mutate],
  );

  return { join, joiningId: isPending ? (variables ?? null) : null, isJoining: isPending };
}
