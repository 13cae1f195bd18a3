import {
  type BattleStatus,
  battleStatusLabel,
  battleStatusShortLabel,
  isBattleStatus,
} from '#domain/battles/battle-status.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';

const variantByStatus: Record<BattleStatus, BadgeVariant> = {
  pending: 'outline',
  scheduled: 'neutral',
  waiting: 'warning',
  ready: 'highlight',
  active: 'accent',
  finished: 'success',
};

export interface StatusBadgeProps {
  status: string;
  className?: string;
  /**
   * Below the `sm` breakpoint, show the short label (docs/product.md#statuses) (Pendente, Aguardando, Pronta, Ativa)
   * where the badge shares a row with a title. The long label stays the accessible name (screen
   * readers) and the tooltip, so nothing loses meaning; from `sm` up it is the visible text.
   */
  shortOnSmallScreens?: boolean;
}

/** The battle's display status with its pt-BR label ('Status Desconhecido' for anything else). */
export function StatusBadge({ status, className, shortOnSmallScreens = false }: StatusBadgeProps) {
  const variant = isBattleStatus(status) ? variantByStatus[status] : 'outline';
  const label = battleStatusLabel(status);
  const short = battleStatusShortLabel(status);
  // Agendada and Finalizada have one form: a single text node, nothing doubled. Otherwise, on small
  // screens the short label shows (hidden from screen readers) while an sr-only copy of the long
  // one names the badge; from `sm` up only the visible long label remains.
  const responsive = shortOnSmallScreens && short !== label;
  return (
    <Badge
      variant={variant}
      className={className}
      data-status={status}
      title={responsive ? label : undefined}
    >
      {responsive ? (
        <>
          <span aria-hidden="true" className="sm:hidden">
            {short}
          </span>
          <span className="sr-only sm:hidden">{label}</span>
          <span className="hidden sm:inline">{label}</span>
        </>
      ) : (
        label
      )}
    </Badge>
  );
}
