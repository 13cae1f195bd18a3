import { useState } from 'react';
import { toast } from 'sonner';
import { votesLabel } from '#domain/format-number.ts';
import type { AdminParticipant } from '#domain/schemas/admin-battles.ts';
import { Ban, ThumbsUp, UserMinus } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useAdminVote } from '#web/features/admin/api/use-admin-vote.ts';
import { useBanParticipant } from '#web/features/admin/api/use-ban-participant.ts';
import { useRemoveParticipant } from '#web/features/admin/api/use-remove-participant.ts';
import { errorMessage } from '#web/lib/api-client.ts';

export interface ParticipantActionsProps {
  battleId: string;
  participant: AdminParticipant;
  isMaster: boolean;
}

/** 'Voto' (master only), ban (permanent) and remove, each destructive one behind a confirmation. */
export function ParticipantActions({ battleId, participant, isMaster }: ParticipantActionsProps) {
  const vote = useAdminVote(battleId);
  const ban = useBanParticipant(battleId);
  const remove = useRemoveParticipant(battleId);
  const [confirm, setConfirm] = useState<'ban' | 'remove' | null>(null);

  const onVote = () =>
    vote.mutate(participant.id, {
      onSuccess: (result) =>
        toast.success('Voto adicionado', {
          description: `${participant.username}: ${votesLabel(result.votesCount)}`,
        }),
      onError: (error) => toast.error('Erro ao adicionar voto', { description: errorMessage(error) }),
    });

  const onBan = () =>
    ban.mutate(participant.id, {
      onSuccess: () => {
        toast.success('Participante banido', {
          description: `${participant.username} foi banido permanentemente.`,
        });
        setConfirm(null);
      },
      onError: (error) => {
        toast.error('Erro ao banir participante', { description: errorMessage(error) });
        setConfirm(null);
      },
    });

  const onRemove = () =>
    remove.mutate(participant.id, {
      onSuccess: ({ removed }) => {
        if (removed === 0) {
          toast.warning('Aviso: Nenhum participante foi removido. A lista será atualizada.');
        } else {
          toast.success('Participante removido');
        }
        setConfirm(null);
      },
      onError: (error) => {
        toast.error('Erro ao remover participante', { description: errorMessage(error) });
        setConfirm(null);
      },
    });

  return (
    <div className="flex flex-wrap gap-1.5">
      {isMaster ? (
        <Button variant="secondary" size="sm" onClick={onVote} isLoading={vote.isPending}>
          {vote.isPending ? null : <ThumbsUp className="size-4" aria-hidden="true" />}
          Voto
        </Button>
      ) : null}
      {participant.isBanned ? null : (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirm('ban')}
          aria-label={`Banir ${participant.username}`}
        >
          <Ban className="size-4" aria-hidden="true" />
          Banir
        </Button>
      )}
      <Button
        variant="destructive"
        size="sm"
        onClick={() => setConfirm('remove')}
        aria-label={`Remover ${participant.username}`}
      >
        <UserMinus className="size-4" aria-hidden="true" />
        Remover
      </Button>
      <ConfirmDialog
        open={confirm === 'ban'}
        onOpenChange={(open) => setConfirm(open ? 'ban' : null)}
        title="Banir participante"
        description={`${participant.username} será banido permanentemente da plataforma. Deseja continuar?`}
        confirmLabel="Banir"
        onConfirm={onBan}
        isPending={ban.isPending}
      />
      <ConfirmDialog
        open={confirm === 'remove'}
        onOpenChange={(open) => setConfirm(open ? 'remove' : null)}
        title="Remover participante"
        description={`Remover ${participant.username} desta batalha? Os votos recebidos deixam de contar.`}
        confirmLabel="Remover"
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </div>
  );
}
