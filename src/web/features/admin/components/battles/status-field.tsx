import { useFormContext, useWatch } from 'react-hook-form';
import { type BattleStatus, battleStatuses, battleStatusLabel } from '#domain/battle-status.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { FieldShell } from '#web/components/ui/field.tsx';
import { selectClass } from '#web/features/admin/components/form-controls.ts';
import { useNow } from '#web/lib/use-now.ts';
import { type BattleFormValues, isFutureStart } from './battle-form-values.ts';

/**
 * The status rule: free choice (default 'waiting'), except that a start in the
 * future forces 'Agendada' with the selector disabled and an 'Automático' tag. `paidLocked`: the
 * prize is marked paid, so the status stays as it is until an admin voids the payout.
 */
export function StatusField({ paidLocked = false }: { paidLocked?: boolean }) {
  const { control, setValue } = useFormContext<BattleFormValues>();
  const startLocal = useWatch({ control, name: 'startLocal' });
  const status = useWatch({ control, name: 'status' });
  const now = useNow();
  const forced = isFutureStart(startLocal, now);

  return (
    <FieldShell
      label={
        <span className="flex items-center gap-2">
          Situação
          {forced ? (
            <Badge variant="highlight" data-testid="status-auto-tag">
              Automático
            </Badge>
          ) : null}
        </span>
      }
      description={
        paidLocked
          ? 'Bloqueado: o prêmio desta batalha já foi pago.'
          : forced
            ? "Uma data de início no futuro define o status automaticamente como 'agendada'."
            : 'Com a data de início já alcançada, escolha o status livremente.'
      }
    >
      {(control) => (
        <select
          {...control}
          data-testid="battle-status-select"
          className={selectClass}
          value={forced ? 'scheduled' : status}
          disabled={forced || paidLocked}
          onChange={(event) => setValue('status', event.target.value as BattleStatus, { shouldDirty: true })}
        >
          {battleStatuses.map((value) => (
            <option key={value} value={value}>
              {battleStatusLabel(value)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
