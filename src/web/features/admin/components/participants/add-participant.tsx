import type { UserSearchResult } from '#domain/schemas/admin-battles.ts';
import { UserPlus } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useAddParticipant } from '#web/features/admin/api/use-add-participant.ts';
import { UserSearchBox } from '#web/features/admin/components/user-search-box.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * Search (debounced 500 ms) and add a user; the search says who is already in (the panel shows one
 * page of participants only). A refusal comes back as `success: false` → 'Aviso'.
 */
export function AddParticipant({ battleId }: { battleId: string }) {
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
      battleId={battleId}
      renderAction={(user) =>
        user.battleEntry === 'taking-part' ? (
          <span className="text-xs font-medium text-zinc-400">Já participa</span>
        ) : user.battleEntry === 'disqualified' ? (
          <span className="text-xs font-medium text-amber-300">Desclassificado</span>
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
