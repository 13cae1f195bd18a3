import { UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { UserSearchResult } from '../../../../../domain/schemas/admin-battles.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useAddParticipant } from '../../api/use-add-participant.ts';
import { UserSearchBox } from '../user-search-box.tsx';

/** Search (debounced 500 ms) and add a user; a refusal comes back as `success: false` → 'Aviso'. */
export function AddParticipant({
  battleId,
  participantIds,
}: {
  battleId: string;
  participantIds: Set<string>;
}) {
  const add = useAddParticipant(battleId);

  const onAdd = (user: UserSearchResult) =>
    add.mutate(user.id, {
      onSuccess: (result) => {
        if (result.success) toast.success('Participante adicionado', { description: user.username });
        else toast.warning('Aviso', { description: result.message });
      },
      onError: (error) => toast.error('Erro ao adicionar participante', { description: errorMessage(error) }),
    });

  return (
    <UserSearchBox
      label="Adicionar participante"
      debounceMs={500}
      renderAction={(user) =>
        participantIds.has(user.id) ? (
          <span className="text-xs font-medium text-zinc-400">Já participa</span>
        ) : (
          <Button
            size="sm"
            onClick={() => onAdd(user)}
            disabled={add.isPending}
            aria-label={`Adicionar ${user.username}`}
          >
            <UserPlus className="size-4" aria-hidden="true" />
            Adicionar
          </Button>
        )
      }
    />
  );
}
