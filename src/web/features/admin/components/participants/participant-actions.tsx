import { useState } from 'react';
import type { AdminParticipant } from '#domain/schemas/admin-battles.ts';
import { votesLabel } from '#domain/text/format-number.ts';
import { Ban, ThumbsUp, UserMinus } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useAdminVote } from '#web/features/admin/api/use-admin-vote.ts';
import { useBanParticipant } from '#web/features/admin/api/use-ban-participant.ts';
import { useRemoveParticipant } from '#web/features/admin/api/use-remove-participant.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

export interface ParticipantActionsProps {
  battleId: string;
  participant: AdminParticipant;
  isMaster: boolean;
  /** The viewer is an admin; a moderator's 'Banir' is a disqualification from this battle only. */
  isAdmin: boolean;
  /** The battle has finished: its result no longer changes here (the vote review does it). */
  finished: boolean;
}

/**
 * What the panel's ban button does for this viewer, or null when it is not offered: an admin bans
 * from the platform (never an admin, whom the server refuses); a moderator disqualifies from this
 * battle a fan who joined it by themselves (never one the staff added, nor a staff account).
 */
function banKind(props: ParticipantActionsProps): 'ban' | 'disqualify' | null {
  const { participant, isAdmin, finished } = props;
  if (isAdmin) return participant.isBanned || participant.isAdmin ? null : 'ban';
  if (finished || participant.disqualified || participant.isStaff || participant.addedByStaff) return null;
  return 'disqualify';
}

/**
 * 'Voto' (master only), ban or disqualify (see banKind) and remove, each destructive one behind a
 * confirmation that says what it does.
 */
export function ParticipantActions(props: ParticipantActionsProps) {
  const { battleId, participant, isMaster, finished } = props;
  const vote = useAdminVote(battleId);
  const ban = useBanParticipant(battleId);
  const remove = useRemoveParticipant(battleId);
  const [confirm, setConfirm] = useState<'ban' | 'remove' | null>(null);
  const kind = banKind(props);

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
      onSuccess: ({ banned }) => {
        if (banned) {
          toast.success('Participante banido', {
            description: `${participant.username} foi banido permanentemente.`,
          });
        } else {
          toast.success('Participante desclassificado', {
            description: `${participant.username} foi desclassificado desta batalha e os votos recebidos foram anulados.`,
          });
        }
        setConfirm(null);
      },
      onError: (error) => {
        toast.error(
          kind === 'disqualify' ? 'Erro ao desclassificar participante' : 'Erro ao banir participante',
          {
            description: errorMessage(error),
          },
        );
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

  const label = kind === 'disqualify' ? 'Desclassificar' : 'Banir';
  return (
    <div className="flex flex-wrap gap-1.5">
      {isMaster && !participant.disqualified && !finished ? (
        <Button variant="secondary" size="sm" onClick={onVote} isLoading={vote.isPending}>
          {vote.isPending ? null : <ThumbsUp className="size-4" aria-hidden="true" />}
          Voto
        </Button>
      ) : null}
      {kind ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirm('ban')}
          aria-label={`${label} ${participant.username}`}
        >
          <Ban className="size-4" aria-hidden="true" />
          {label}
        </Button>
      ) : null}
      {finished ? null : (
        <Button
          variant="destructive"
          size="sm"
          onClick={() => setConfirm('remove')}
          aria-label={`Remover ${participant.username}`}
        >
          <UserMinus className="size-4" aria-hidden="true" />
          Remover
        </Button>
      )}
      <ConfirmDialog
        open={confirm === 'ban'}
        onOpenChange={(open) => setConfirm(open ? 'ban' : null)}
        title={kind === 'disqualify' ? 'Desclassificar participante' : 'Banir participante'}
        description={
          kind === 'disqualify'
            ? `${participant.username} sai do ranking desta batalha e os votos recebidos nela são anulados, com as YodCoins devolvidas aos fãs. Não é um banimento: a conta e as outras batalhas continuam como estão.`
            : `${participant.username} será banido permanentemente da plataforma e desclassificado de todas as batalhas em andamento, com os votos recebidos anulados e as YodCoins devolvidas aos fãs. Deseja continuar?`
        }
        confirmLabel={label}
        onConfirm={onBan}
        isPending={ban.isPending}
      />
      <ConfirmDialog
        open={confirm === 'remove'}
        onOpenChange={(open) => setConfirm(open ? 'remove' : null)}
        title="Remover participante"
        description={`Remover ${participant.username} desta batalha? Os votos recebidos são anulados e as YodCoins devolvidas aos fãs; se for inscrito de novo, começa do zero.`}
        confirmLabel="Remover"
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </div>
  );
}
