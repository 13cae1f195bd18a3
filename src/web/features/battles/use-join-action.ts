import { useCallback, useRef, useState } from 'react';
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

interface JoinTarget {
  id: string;
  title: string;
}

/** The battle whose 'Quero entrar!' waits for the fan's confirmation, and the answers. */
export interface JoinConfirmation {
  battle: JoinTarget | null;
  confirm: () => void;
  cancel: () => void;
}

/**
 * 'Quero entrar!' with its confirmation and toasts (docs/product.md#joining): `join` asks first
 * (JoinConfirmDialog shows `confirmation`), since joining turns a voter into a competitor. One
 * join in flight at a time: state updates land after the next render, so a ref stops a double
 * click from sending a second request before that.
 */
export function useJoinAction() {
  const { mutate, isPending, variables } = useJoinBattle();
  const inFlight = useRef(false);
  const [asking, setAsking] = useState<JoinTarget | null>(null);

  const send = useCallback(
    (battle: JoinTarget) => {
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

  const join = useCallback((battle: JoinTarget) => {
    if (!inFlight.current) setAsking({ id: battle.id, title: battle.title });
  }, []);

  const confirmation: JoinConfirmation = {
    battle: asking,
    confirm: () => {
      if (asking) send(asking);
      setAsking(null);
    },
    cancel: () => setAsking(null),
  };

  return { join, confirmation, joiningId: isPending ? (variables ?? null) : null, isJoining: isPending };
}
