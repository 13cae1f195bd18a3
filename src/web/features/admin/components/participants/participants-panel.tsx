import { useMemo } from 'react';
import { formatDateTime } from '../../../../../domain/format.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useBattleParticipants } from '../../api/use-battle-participants.ts';
import { AddParticipant } from './add-participant.tsx';
import { ParticipantActions } from './participant-actions.tsx';

export interface ParticipantsPanelProps {
  battleId: string;
  isMaster: boolean;
}

/** A battle's participants (votes, join date) with add, remove, ban and the master's 'Voto'. */
export function ParticipantsPanel({ battleId, isMaster }: ParticipantsPanelProps) {
  const participants = useBattleParticipants(battleId);
  const participantIds = useMemo(() => new Set(participants.data?.map((p) => p.userId)), [participants.data]);

  return (
    <div className="flex flex-col gap-4">
      <AddParticipant battleId={battleId} participantIds={participantIds} />
      {participants.isPending ? (
        <Spinner label="Carregando participantes" />
      ) : participants.isError ? (
        <ErrorState
          title="Erro ao carregar participantes"
          message={errorMessage(participants.error)}
          onRetry={() => void participants.refetch()}
        />
      ) : participants.data.length === 0 ? (
        <p className="text-sm text-zinc-300">Nenhum participante ainda.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-800 rounded-lg border border-zinc-800">
          {participants.data.map((participant) => (
            <li
              key={participant.id}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid={`participant-row-${participant.username}`}
            >
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium text-zinc-100">
                  <span className="truncate">{participant.username}</span>
                  {participant.isBanned ? <Badge variant="danger">Banido</Badge> : null}
                </p>
                <p className="text-xs text-zinc-300">
                  {participant.votesCount} {participant.votesCount === 1 ? 'voto' : 'votos'}
                  {participant.adminVotesCount > 0 ? ` (${participant.adminVotesCount} de admin)` : ''} ·
                  entrou em {formatDateTime(participant.joinedAt)}
                </p>
              </div>
              <ParticipantActions battleId={battleId} participant={participant} isMaster={isMaster} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
