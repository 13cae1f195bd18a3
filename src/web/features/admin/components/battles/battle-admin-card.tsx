import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { promisesPrize } from '#domain/battles/battle-approval.ts';
import { effectiveMaxParticipants } from '#domain/battles/battle-status.ts';
import { prizeTypeLabel } from '#domain/money/prize-type.ts';
import type { AdminBattle } from '#domain/schemas/admin-battles.ts';
import { formatDateTime, formatMoney } from '#domain/text/format.ts';
import {
  ChevronDown,
  CircleCheck,
  Clock,
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
import { useApproveBattle } from '#web/features/admin/api/use-approve-battle.ts';
import { useDeleteBattle } from '#web/features/admin/api/use-delete-battle.ts';
import {
  ParticipantsPanel,
  participantsLockOf,
} from '#web/features/admin/components/participants/participants-panel.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { StatusBadge } from '#web/shared/battles/status-badge.tsx';
import { PublishConfirmDialog } from './publish-confirm-dialog.tsx';
import { canRemoveBattle, RemoveBattleDialog } from './remove-battle-dialog.tsx';
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

/**
 * 'Aprovar e publicar' (admins, on a battle awaiting approval): the battle restated as fans will
 * read it, then published on the version shown (docs/decisions/0035-prize-money-two-people.md).
 */
function ApproveAction({ battle }: { battle: AdminBattle }) {
  const [open, setOpen] = useState(false);
  const approve = useApproveBattle();
  const onConfirm = async () => {
    try {
      await approve.mutateAsync({ battleId: battle.id, expectedUpdatedAt: battle.updatedAt });
    } catch (error) {
      toast.error('Erro ao aprovar batalha', { description: errorMessage(error) });
      setOpen(false);
      return;
    }
    toast.success('Batalha aprovada e publicada', { description: battle.title });
    setOpen(false);
  };
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <CircleCheck className="size-4" aria-hidden="true" />
        Aprovar e publicar
      </Button>
      <PublishConfirmDialog
        summary={
          open
            ? {
                title: battle.title,
                amount: battle.prizeAmount,
                type: battle.prizeType,
                description: battle.prizeDescription,
                startTime: battle.startTime,
                endTime: battle.endTime,
                maxParticipants: battle.maxParticipants,
              }
            : null
        }
        mode="approve"
        isSaving={approve.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
        note={
          battle.createdByUsername ? (
            <p className="text-sm text-zinc-300" data-testid="approve-created-by">
              Criada por {battle.createdByUsername}. Aprovar é a segunda pessoa que confere o prêmio: fica
              registrado na auditoria.
            </p>
          ) : null
        }
      />
    </>
  );
}

export function BattleAdminCard({ battle, isMaster, isAdmin, onEdit }: BattleAdminCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useDeleteBattle();
  const panelId = `participantes-${battle.id}`;
  const pending = battle.status === 'pending';

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
          {battle.participantsCount} / {effectiveMaxParticipants(battle.maxParticipants)}
          {battle.maxParticipants === null ? (
            <span className="block text-xs font-normal text-zinc-400">máximo padrão (sem máximo salvo)</span>
          ) : null}
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
            Sem endereço
          </Badge>
        )}
      </div>
      {pending ? (
        <p
          className="flex items-start gap-2 rounded-lg border border-amber-800 bg-amber-950/40 p-3 text-sm text-amber-100"
          data-testid="awaiting-approval"
        >
          <Clock className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden="true" />
          <span>
            Fora da arena pública até um administrador aprovar
            {battle.createdByUsername ? ` (criada por ${battle.createdByUsername})` : ''}.
            {promisesPrize(battle.prizeAmount) && !isAdmin
              ? ' Batalhas com prêmio criadas ou alteradas por moderador sempre passam por um administrador.'
              : ''}
          </span>
        </p>
      ) : null}
      {battle.displayStatus === 'finished' ? <WinnersPanel battle={battle} canMarkPaid={isAdmin} /> : null}
      <div className="flex flex-wrap gap-2">
        {pending && isAdmin ? <ApproveAction battle={battle} /> : null}
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
        {canRemoveBattle(battle, isAdmin) ? (
          <Button variant="destructive" size="sm" onClick={() => setConfirmOpen(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remover
          </Button>
        ) : null}
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
      {canRemoveBattle(battle, isAdmin) ? (
        <RemoveBattleDialog
          battle={battle}
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          onConfirm={onRemove}
          isPending={remove.isPending}
        />
      ) : null}
    </Card>
  );
}
