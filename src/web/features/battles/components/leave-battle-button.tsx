import { lazy, Suspense, useState } from 'react';
import type { BattleStatus } from '#domain/battles/battle-status.ts';
import { LEAVE_FAILED } from '#domain/messages/battles.ts';
import type { BattleDetail } from '#domain/schemas/battles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useLeaveBattle } from '#web/features/battles/api/use-leave-battle.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

// Radix AlertDialog stays out of the page's first download until the button is tapped.
const ConfirmDialog = lazy(() =>
  import('#web/components/ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

const BEFORE_START: readonly BattleStatus[] = ['pending', 'scheduled', 'waiting', 'ready'];

/** Whether the viewer may still take their join back: before the start, with no vote for them. */
export function canLeave(battle: BattleDetail, displayStatus: BattleStatus): boolean {
  const selfId = battle.viewer.selfParticipantUserId;
  if (!selfId || !BEFORE_START.includes(displayStatus)) return false;
  const entry = battle.participants.find((p) => p.userId === selfId);
  return entry !== undefined && entry.votesCount === 0;
}

/** 'Sair da batalha' with its confirmation (docs/product.md#joining); nothing when it no longer applies. */
export function LeaveBattleButton({
  battle,
  displayStatus,
}: {
  battle: BattleDetail;
  displayStatus: BattleStatus;
}) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveBattle();
  if (!canLeave(battle, displayStatus)) return null;
  const onConfirm = () =>
    leave.mutate(battle.id, {
      onSuccess: () => toast.success('Você saiu da batalha', { description: battle.title }),
      onError: (error) =>
        toast.error(isApiError(error) && error.title ? error.title : LEAVE_FAILED.title, {
          description: errorMessage(error),
        }),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="ghost" data-testid="leave-button" onClick={() => setOpen(true)}>
        Sair da batalha
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setOpen}
            title="Sair da batalha?"
            description={`Sua inscrição em "${battle.title}" será cancelada e a vaga fica livre. Você pode entrar de novo enquanto houver vagas e a batalha não tiver começado.`}
            confirmLabel="Sair da batalha"
            onConfirm={onConfirm}
            isPending={leave.isPending}
          />
        </Suspense>
      ) : null}
    </>
  );
}
