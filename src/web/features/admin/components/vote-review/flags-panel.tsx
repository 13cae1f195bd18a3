import { VOTE_FLAG_LABELS, type VoteFlag } from '#domain/schemas/vote-review.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { TriangleAlert } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useDismissFlag } from '#web/features/admin/api/use-dismiss-flag.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import type { VoidTarget } from './void-dialog.tsx';

const REVIEW_LABELS = { voided: 'Anulado', dismissed: 'Dispensado' } as const;

/** The battle's suspicious-burst flags: open ones first, each with its votes, void and dismiss. */
export function FlagsPanel({
  battleId,
  flags,
  canVoid,
  activeFlagId,
  onShowVotes,
  onVoid,
}: {
  battleId: string;
  flags: VoteFlag[];
  canVoid: boolean;
  activeFlagId: number | undefined;
  onShowVotes: (flagId: number | undefined) => void;
  onVoid: (target: VoidTarget) => void;
}) {
  const dismiss = useDismissFlag(battleId);
  if (flags.length === 0) {
    return <p className="text-sm text-zinc-300">Nenhum alerta de votos suspeitos nesta batalha.</p>;
  }
  const open = flags.filter((f) => f.review === null).length;
  return (
    <section aria-labelledby="alertas-titulo" className="flex flex-col gap-3">
      <h2 id="alertas-titulo" className="flex items-center gap-2 text-base font-semibold text-zinc-100">
        <TriangleAlert className="size-4 text-amber-300" aria-hidden="true" />
        Alertas de votos suspeitos
        {open > 0 ? <Badge variant="warning">{open} em aberto</Badge> : null}
      </h2>
      <ul className="flex flex-col gap-2">
        {flags.map((flag) => (
          <li
            key={flag.id}
            data-testid="vote-flag"
            className="flex flex-col gap-2 rounded-lg border border-zinc-800 bg-zinc-900/60 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-zinc-100">{VOTE_FLAG_LABELS[flag.kind]}</p>
              <p className="text-zinc-300">
                {flag.participantUsername} · {flag.votesCount}{' '}
                {flag.kind === 'signup_network' ? 'contas' : 'votos'} em 10 min a partir de{' '}
                {formatDateTime(flag.windowStart)}
                {flag.network ? (
                  <span className="ml-1 font-mono text-xs text-zinc-400">rede {flag.network}</span>
                ) : null}
              </p>
              {flag.review ? <Badge variant="outline">{REVIEW_LABELS[flag.review]}</Badge> : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                className="min-h-11"
                variant="secondary"
                aria-pressed={activeFlagId === flag.id}
                onClick={() => onShowVotes(activeFlagId === flag.id ? undefined : flag.id)}
              >
                {activeFlagId === flag.id ? 'Todos os votos' : 'Ver votos'}
              </Button>
              {canVoid && flag.review === null ? (
                <>
                  <Button
                    size="sm"
                    className="min-h-11"
                    variant="destructive"
                    onClick={() =>
                      onVoid({
                        label: `os votos do alerta de ${flag.participantUsername}`,
                        request: { flagId: flag.id },
                      })
                    }
                  >
                    Anular grupo
                  </Button>
                  <Button
                    size="sm"
                    className="min-h-11"
                    variant="ghost"
                    isLoading={dismiss.isPending && dismiss.variables === flag.id}
                    onClick={() =>
                      dismiss.mutate(flag.id, {
                        onSuccess: () => toast.success('Alerta dispensado'),
                        onError: (error) =>
                          toast.error('Erro ao dispensar alerta', { description: errorMessage(error) }),
                      })
                    }
                  >
                    Dispensar
                  </Button>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
