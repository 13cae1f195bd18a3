import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '#domain/format.ts';
import { prizeTypeLabel } from '#domain/prize-type.ts';
import type { AdminBattle } from '#domain/schemas/admin-battles.ts';
import {
  ChevronDown,
  ExternalLink,
  ListChecks,
  Pencil,
  Trash2,
  TriangleAlert,
  Users,
} from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useDeleteBattle } from '#web/features/admin/api/use-delete-battle.ts';
import {
  ParticipantsPanel,
  participantsLockOf,
} from '#web/features/admin/components/participants/participants-panel.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { StatusBadge } from '#web/shared/battles/status-badge.tsx';
import { WinnersPanel } from './winners-panel.tsx';

export interface BattleAdminCardProps {
  battle: AdminBattle;
  isMaster: boolean;
  isAdmin: boolean;
  onEdit: (battle: AdminBattle) => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-zinc-400">{label}</dt>
      <dd className="text-sm font-medium text-zinc-100">{children}</dd>
    </div>
  );
}

export function BattleAdminCard({ battle, isMaster, isAdmin, onEdit }: BattleAdminCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useDeleteBattle();
  const panelId = `participantes-${battle.id}`;

  const onRemove = () =>
    remove.mutate(battle.id, {
      onSuccess: () => {
        toast.success('Batalha removida', { description: battle.title });
        setConfirmOpen(false);
      },
      onError: (error) => {
        toast.error('Erro ao remover batalha', { description: errorMessage(error) });
        setConfirmOpen(false);
      },
    });

  return (
    // Cards off screen skip layout and paint until scrolled near (styles.css, below-fold): a page
    // holds up to 50 of them.
    <Card
      className="below-fold flex flex-col gap-4 p-4 [--fold-estimate:18rem] md:p-5"
      data-testid={`admin-battle-${battle.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold text-zinc-50">{battle.title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {battle.openFlagsCount > 0 ? (
            <Link
              to={`/admin/battles/${encodeURIComponent(battle.id)}/votes`}
              data-testid="open-flags-badge"
              aria-label={`${battle.openFlagsCount} ${battle.openFlagsCount === 1 ? 'alerta' : 'alertas'} de votos suspeitos em aberto`}
            >
              <Badge variant="warning">
                <TriangleAlert className="size-3.5" aria-hidden="true" />
                {battle.openFlagsCount} {battle.openFlagsCount === 1 ? 'alerta' : 'alertas'}
              </Badge>
            </Link>
          ) : null}
          <StatusBadge status={battle.displayStatus} shortOnSmallScreens />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Detail label="Prêmio">
          {formatMoney(battle.prizeAmount)} · {prizeTypeLabel(battle.prizeType)}
        </Detail>
        <Detail label="Participantes">
          {battle.participantsCount} / {battle.maxParticipants ?? '∞'}
        </Detail>
        <Detail label="Início">{battle.startTime ? formatDateTime(battle.startTime) : '—'}</Detail>
        <Detail label="Término">{formatDateTime(battle.endTime)}</Detail>
      </dl>
      {battle.prizeDescription ? (
        <p className="text-sm text-zinc-300">Prêmio: {battle.prizeDescription}</p>
      ) : null}
      {battle.description ? (
        <p className="text-sm whitespace-pre-line text-zinc-300">{battle.description}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {battle.slug ? (
          <>
            {/* Not a Badge: a long slug must wrap, and a badge never does. */}
            <span className="rounded-full px-2.5 py-0.5 font-mono text-xs font-semibold wrap-anywhere text-zinc-200 ring-1 ring-zinc-600">
              /{battle.slug}
            </span>
            <a
              href={`/battle/${encodeURIComponent(battle.slug)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-amber-300 underline-offset-4 hover:underline"
            >
              Ver página
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          </>
        ) : (
          <Badge variant="warning">
            <TriangleAlert className="size-3.5" aria-hidden="true" />
            Sem slug
          </Badge>
        )}
      </div>
      {battle.displayStatus === 'finished' ? <WinnersPanel battle={battle} canMarkPaid={isAdmin} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={panelId}
        >
          <Users className="size-4" aria-hidden="true" />
          Participantes
          <ChevronDown
            className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        </Button>
        <Link
          to={`/admin/battles/${encodeURIComponent(battle.id)}/votes`}
          className={buttonClass('secondary', 'sm')}
        >
          <ListChecks className="size-4" aria-hidden="true" />
          Votos
        </Link>
        <Button variant="secondary" size="sm" onClick={() => onEdit(battle)}>
          <Pencil className="size-4" aria-hidden="true" />
          Editar
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setConfirmOpen(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remover
        </Button>
      </div>
      {expanded ? (
        <div id={panelId} className="border-t border-zinc-800 pt-4">
          <ParticipantsPanel
            battleId={battle.id}
            isMaster={isMaster}
            isAdmin={isAdmin}
            lock={participantsLockOf(battle)}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Remover batalha"
        description={`Remover "${battle.title}"? Participantes e votos desta batalha também serão removidos, e os YodCoins gastos nela são devolvidos aos fãs.`}
        confirmLabel="Remover"
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </Card>
  );
}
