import { useFormContext } from 'react-hook-form';
import { prizeTypeLabel, prizeTypeOptions } from '#domain/money/prize-type.ts';
import { CurrencyField } from '#web/components/form/currency-field.tsx';
import { Field, FieldShell } from '#web/components/ui/field.tsx';
import { selectClass, textareaClass } from '#web/features/admin/components/form-controls.ts';
import type { BattleFormValues } from './battle-form-values.ts';

/**
 * Title, description, prize, dates (São Paulo time) and maximum participants. `paidLocked`: the
 * battle's prize is marked paid, so the prize and the dates are shown but cannot change (the
 * server refuses it until an admin voids the payout). `openLocked`: a moderator editing a battle
 * with a prize already open to fighters and votes, whose prize, dates and seats only an admin
 * changes (docs/decisions/0035-prize-money-two-people.md).
 */
export function BattleMainFields({
  paidLocked = false,
  openLocked = false,
}: {
  paidLocked?: boolean;
  openLocked?: boolean;
}) {
  const moneyLocked = paidLocked || openLocked;
  const {
    register,
    formState: { errors },
  } = useFormContext<BattleFormValues>();

  return (
    <>
      <Field label="Título" required error={errors.title?.message} {...register('title')} />
      <FieldShell label="Descrição (opcional)" error={errors.description?.message}>
        {(control) => (
          <textarea {...control} className={textareaClass} rows={3} {...register('description')} />
        )}
      </FieldShell>
      {paidLocked ? (
        <p className="text-sm text-amber-200" data-testid="paid-lock-notice">
          Prêmio pago: valor, tipo e descrição do prêmio, datas e status ficam bloqueados até um administrador
          anular o pagamento.
        </p>
      ) : openLocked ? (
        <p className="text-sm text-amber-200" data-testid="open-lock-notice">
          Batalha com prêmio já aberta a inscrições e votos: prêmio, datas e vagas só mudam por um
          administrador.
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <CurrencyField
          name="prizeAmount"
          label="Valor do prêmio (R$)"
          required
          disabled={moneyLocked}
          description="Digite só os números: 9990 vira R$ 99,90."
        />
        <FieldShell label="Tipo do prêmio" error={errors.prizeType?.message}>
          {(control) => (
            <select {...control} className={selectClass} disabled={moneyLocked} {...register('prizeType')}>
              {prizeTypeOptions.map((type) => (
                <option key={type} value={type}>
                  {prizeTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <Field
        label="Descrição do prêmio (opcional)"
        disabled={moneyLocked}
        error={errors.prizeDescription?.message}
        {...register('prizeDescription')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Início"
          type="datetime-local"
          required
          disabled={moneyLocked}
          description="Horário de Brasília."
          error={errors.startLocal?.message}
          {...register('startLocal')}
        />
        <Field
          label="Término"
          type="datetime-local"
          required
          disabled={moneyLocked}
          description="Horário de Brasília."
          error={errors.endLocal?.message}
          {...register('endLocal')}
        />
      </div>
      <Field
        label="Máximo de participantes"
        type="number"
        inputMode="numeric"
        required
        min={1}
        step={1}
        description="Obrigatório, no mínimo 1."
        disabled={openLocked}
        error={errors.maxParticipants?.message}
        {...register('maxParticipants')}
      />
    </>
  );
}
