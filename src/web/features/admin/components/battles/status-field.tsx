import { useFormContext, useWatch } from 'react-hook-form';
import { moderatorStatusChoices, promisesPrize } from '#domain/battles/battle-approval.ts';
import { type BattleStatus, battleStatuses, battleStatusLabel } from '#domain/battles/battle-status.ts';
import { reaisOfInput } from '#domain/money/money-input.ts';
import type { AdminBattle } from '#domain/schemas/admin-battles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { FieldShell } from '#web/components/ui/field.tsx';
import { selectClass } from '#web/features/admin/components/form-controls.ts';
import { useNow } from '#web/lib/use-now.ts';
import { type BattleFormValues, fromSaoPauloInput, isFutureStart } from './battle-form-values.ts';

export interface StatusFieldProps {
  /** The prize is marked paid: the status stays as it is until an admin voids the payout. */
  paidLocked?: boolean;
  /** A moderator chooses only what the battle's rules give (docs/product.md#approval). */
  moderator?: boolean;
  /** The battle edited (null: a new one). */
  battle?: Pick<AdminBattle, 'status' | 'displayStatus'> | null;
}

function description(state: {
  paidLocked: boolean;
  awaitingAdmin: boolean;
  moderatorPrize: boolean;
  moderator: boolean;
  forced: boolean;
}): string {
  if (state.paidLocked) return 'Bloqueado: o prêmio desta batalha já foi pago.';
  if (state.awaitingAdmin)
    return 'Batalha com prêmio: vai ao ar quando um administrador aprovar. Até lá, fica em Aguardando Aprovação.';
  if (state.forced) return "Uma data de início no futuro define o status automaticamente como 'agendada'.";
  if (state.moderatorPrize)
    return 'Mudar prêmio, datas ou vagas devolve a batalha para a aprovação de um administrador.';
  if (state.moderator)
    return 'A situação segue as datas e as inscrições; antes de abrir, você pode deixá-la em Aguardando Aprovação.';
  return 'Com a data de início já alcançada, escolha o status livremente.';
}

/**
 * The status rule. An admin chooses freely (default 'waiting'), except that a start in the future
 * forces 'Agendada' with the selector disabled and an 'Automático' tag, unless the battle is held
 * back for approval. A moderator sees only the statuses the battle's rules give
 * (moderatorStatusChoices), and a battle with a prize they create is 'Aguardando Aprovação' until
 * an admin approves it (the server enforces both, docs/decisions/0035-prize-money-two-people.md).
 */
export function StatusField({ paidLocked = false, moderator = false, battle = null }: StatusFieldProps) {
  const { control, setValue } = useFormContext<BattleFormValues>();
  const startLocal = useWatch({ control, name: 'startLocal' });
  const status = useWatch({ control, name: 'status' });
  const prizeText = useWatch({ control, name: 'prizeAmount' });
  const now = useNow();
  const prize = promisesPrize(reaisOfInput(prizeText));
  const awaitingAdmin = moderator && prize && (battle === null || battle.status === 'pending');
  const forced = !awaitingAdmin && status !== 'pending' && isFutureStart(startLocal, now);
  const value: BattleStatus = awaitingAdmin ? 'pending' : forced ? 'scheduled' : status;
  const choices: readonly BattleStatus[] = moderator
    ? moderatorStatusChoices({
        current: battle?.status ?? null,
        currentDisplay: battle?.displayStatus ?? null,
        start: fromSaoPauloInput(startLocal),
        now,
      })
    : battleStatuses;
  // The value shown is always among the options (a moderator's battle may hold one they cannot pick).
  const options = battleStatuses.filter((s) => s === value || choices.includes(s));

  return (
    <FieldShell
      label={
        <span className="flex items-center gap-2">
          Situação
          {forced ? (
            <Badge variant="highlight" data-testid="status-auto-tag">
              Automático
            </Badge>
          ) : awaitingAdmin ? (
            <Badge variant="warning" data-testid="status-approval-tag">
              Aprovação
            </Badge>
          ) : null}
        </span>
      }
      description={description({
        paidLocked,
        awaitingAdmin,
        moderatorPrize: moderator && prize,
        moderator,
        forced,
      })}
    >
      {(control) => (
        <select
          {...control}
          data-testid="battle-status-select"
          className={selectClass}
          value={value}
          disabled={forced || paidLocked || awaitingAdmin || options.length <= 1}
          onChange={(event) => setValue('status', event.target.value as BattleStatus, { shouldDirty: true })}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {battleStatusLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
