import { useState } from 'react';
import type { AdminBattle } from '#domain/schemas/admin-battles.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { formatCount, votesLabel } from '#domain/text/format-number.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useBattleParticipants } from '#web/features/admin/api/use-battle-participants.ts';
import { SearchInput } from '#web/features/admin/components/table/search-input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { AddParticipant } from './add-participant.tsx';
import { ParticipantActions } from './participant-actions.tsx';

/**
 * What the panel may still change: everything while the battle runs; after it finished, no removal
 * nor disqualification (its result changes only in the vote review); nothing once its prize is
 * marked paid, until an admin voids the payout.
 */
export type ParticipantsLock = 'finished' | 'paid' | null;

export function participantsLockOf(battle: AdminBattle): ParticipantsLock {
  // Frozen from the first winner's payment (docs/decisions/0035-prize-money-two-people.md).
  if (battle.prizePaid || battle.prizeLocked) return 'paid';
  return battle.displayStatus === 'finished' ? 'finished' : null;
}

export interface ParticipantsPanelProps {
  battleId: string;
  isMaster: boolean;
  isAdmin: boolean;
  lock: ParticipantsLock;
}

/**
 * A battle's participants (votes, join date) with add, remove, ban and the master's 'Voto'; 50 at
 * a time ('Carregar mais') and searchable by name, as a battle may hold thousands.
 */
export function ParticipantsPanel({ battleId, isMaster, isAdmin, lock }: ParticipantsPanelProps) {
  const [q, setQ] = useState('');
  const participants = useBattleParticipants(battleId, q);
  const rows = participants.data?.pages.flatMap((page) => page.participants) ?? [];

  return (
    <div className="flex flex-col gap-4">
      {lock === 'paid' ? (
        <p className="text-sm text-zinc-300" data-testid="participants-locked">
          Prêmio pago: participantes e votos não mudam até um administrador anular o pagamento.
        </p>
      ) : (
        <AddParticipant battleId={battleId} />
      )}
      <SearchInput label="Buscar participante" placeholder="Nome do participante" value={q} onSearch={setQ} />
      {participants.isPending ? (
        <Spinner label="Carregando participantes" />
      ) : participants.isError && rows.length === 0 ? (
        <ErrorState
          title="Erro ao carregar participantes"
          message={errorMessage(participants.error)}
          onRetry={() => void participants.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="text-sm text-zinc-300">
          {q ? 'Nenhum participante encontrado.' : 'Nenhum participante ainda.'}
        </p>
      ) : (
        <>
          <ul
            className={cn(
              'flex flex-col divide-y divide-zinc-800 rounded-lg border border-zinc-800 transition-opacity',
              participants.isPlaceholderData && 'opacity-60',
            )}
          >
            {rows.map((participant) => (
              <li
                key={participant.id}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid={`participant-row-${participant.username}`}
              >
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium text-zinc-100">
                    <span className="truncate">{participant.username}</span>
                    {participant.isBanned ? <Badge variant="danger">Banido</Badge> : null}
                    {participant.disqualified ? <Badge variant="danger">Desclassificado</Badge> : null}
                    {participant.addedByStaff ? <Badge>Inscrito pela equipe</Badge> : null}
                  </p>
                  <p className="text-xs text-zinc-300">
                    {votesLabel(participant.votesCount)}
                    {participant.adminVotesCount > 0
                      ? ` (${formatCount(participant.adminVotesCount)} de admin)`
                      : ''}{' '}
                    · entrou em {formatDateTime(participant.joinedAt)}
                  </p>
                </div>
                {lock === 'paid' ? null : (
                  <ParticipantActions
                    battleId={battleId}
                    participant={participant}
                    isMaster={isMaster}
                    isAdmin={isAdmin}
                    finished={lock === 'finished'}
                  />
                )}
              </li>
            ))}
          </ul>
          {participants.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="self-center"
              isLoading={participants.isFetchingNextPage}
              onClick={() => void participants.fetchNextPage()}
            >
              Carregar mais
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
