import { type BattleStatus, battleStatusLabel, isBattleStatus } from '../../../../domain/battle-status.ts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

const variantByStatus: Record<BattleStatus, BadgeVariant> = {
  pending: 'outline',
  scheduled: 'neutral',
  waiting: 'warning',
  ready: 'highlight',
  active: 'accent',
  finished: 'success',
};

/** The battle's display status with its pt-BR label ('Status Desconhecido' for anything else). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const variant = isBattleStatus(status) ? variantByStatus[status] : 'outline';
  return (
    <Badge variant={variant} className={className} data-status={status}>
      {battleStatusLabel(status)}
    </Badge>
  );
}
