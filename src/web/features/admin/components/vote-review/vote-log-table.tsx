import { VOTE_SOURCE_LABELS, type VoteLogEntry } from '#domain/schemas/vote-review.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { plural } from '#domain/text/plural.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { type Column, DataTable } from '#web/features/admin/components/table/data-table.tsx';
import type { VoidTarget } from './void-dialog.tsx';

function ageText(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 24) return `${hours.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} h`;
  const days = Math.floor(hours / 24);
  return plural(days, { one: 'dia', other: 'dias' });
}

function voterCell(vote: VoteLogEntry) {
  if (vote.source === 'guest')
    return (
      <span className="font-mono text-xs text-zinc-300" title="Rede do visitante (hash)">
        rede {vote.networkHash}
      </span>
    );
  return vote.voterUsername ?? '—';
}

function columns(canVoid: boolean, onVoid: (target: VoidTarget) => void): Column<VoteLogEntry>[] {
  const list: Column<VoteLogEntry>[] = [
    {
      id: 'time',
      header: 'Data e hora',
      mobile: 'title',
      className: 'whitespace-nowrap font-normal text-zinc-300',
      cell: (v) => <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>,
    },
    {
      id: 'source',
      header: 'Origem',
      cell: (v) => (
        <Badge variant={v.source === 'fan' ? 'neutral' : 'outline'}>{VOTE_SOURCE_LABELS[v.source]}</Badge>
      ),
    },
    { id: 'fighter', header: 'Lutador', cell: (v) => v.participantUsername },
    { id: 'voter', header: 'Votante', cell: voterCell },
    {
      id: 'state',
      header: 'Situação',
      cell: (v) =>
        v.voided ? (
          <span className="text-sm">
            <Badge variant="danger">Anulado</Badge>
            <span className="mt-1 block text-xs text-zinc-300">{v.voided.reason}</span>
          </span>
        ) : (
          <Badge variant="success">Válido</Badge>
        ),
    },
    {
      id: 'age',
      header: 'Idade da conta',
      className: 'whitespace-normal',
      cell: (v) => ageText(v.accountAgeHours),
    },
    {
      id: 'verified',
      header: 'E-mail verificado',
      className: 'whitespace-normal',
      cell: (v) => (v.emailVerified === null ? '—' : v.emailVerified ? 'Sim' : 'Não'),
    },
    {
      id: 'flags',
      header: 'Alertas',
      cell: (v) =>
        v.flagIds.length > 0 ? (
          <Badge variant="warning">{plural(v.flagIds.length, { one: 'alerta', other: 'alertas' })}</Badge>
        ) : (
          '—'
        ),
    },
  ];
  if (canVoid)
    list.push({
      id: 'actions',
      header: 'Ações',
      mobile: 'actions',
      cell: (v) =>
        v.voided ? null : (
          <Button
            size="sm"
            variant="destructive"
            className="min-h-11"
            onClick={() =>
              onVoid({
                label:
                  v.source === 'guest'
                    ? `o voto de visitante em ${v.participantUsername}`
                    : `o voto de ${v.voterUsername ?? 'admin'} em ${v.participantUsername}`,
                request: { votes: [{ source: v.source, id: v.id }] },
              })
            }
          >
            Anular
          </Button>
        ),
    });
  return list;
}

export function VoteLogTable({
  votes,
  canVoid,
  onVoid,
  isFetching,
}: {
  votes: VoteLogEntry[];
  canVoid: boolean;
  onVoid: (target: VoidTarget) => void;
  isFetching: boolean;
}) {
  return (
    <DataTable
      label="Votos da batalha"
      columns={columns(canVoid, onVoid)}
      rows={votes}
      rowKey={(v) => `${v.source}-${v.id}`}
      rowTestId={() => 'vote-log-row'}
      rowProps={(v) => ({ 'data-source': v.source, 'data-voided': v.voided ? 'true' : 'false' })}
      // Fits beside the open sidebar at 1280 px, so no column sits under the stuck 'Ações'.
      minWidth="880px"
      isFetching={isFetching}
    />
  );
}
