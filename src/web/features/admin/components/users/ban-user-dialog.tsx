import { useState } from 'react';
import { banDurationLabel, banPresets, DEFAULT_BAN_HOURS, MIN_BAN_HOURS } from '#domain/ban.ts';
import { type AdminUserRow, banUserRequestSchema } from '#domain/schemas/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, FieldShell } from '#web/components/ui/field.tsx';
import { useBanUser } from '#web/features/admin/api/use-ban-user.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { selectClass, textareaClass } from '../form-controls.ts';

type DurationMode = 'preset' | 'custom' | 'permanent';

export interface BanUserDialogProps {
  user: AdminUserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Ban form: reason required (trimmed); a preset, custom hours (min 1, default 24) or permanent. */
export function BanUserDialog({ user, open, onOpenChange }: BanUserDialogProps) {
  const ban = useBanUser();
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<DurationMode>('preset');
  const [presetHours, setPresetHours] = useState<number>(DEFAULT_BAN_HOURS);
  const [customHours, setCustomHours] = useState(String(DEFAULT_BAN_HOURS));
  const [errors, setErrors] = useState<{ reason?: string; hours?: string }>({});

  const durationHours = mode === 'permanent' ? null : mode === 'preset' ? presetHours : Number(customHours);

  const onSubmit = () => {
    const parsed = banUserRequestSchema.safeParse({ reason, durationHours });
    if (!parsed.success) {
      const next: { reason?: string; hours?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'reason') next.reason ??= issue.message;
        else next.hours ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    ban.mutate(
      { userId: user.userId, body: parsed.data },
      {
        onSuccess: ({ expiresAt }) => {
          const hours = parsed.data.durationHours;
          toast.success('Usuário banido', {
            description:
              expiresAt === null || hours === null
                ? `${user.username} foi banido permanentemente.`
                : `${user.username} foi banido por ${banDurationLabel(hours)}.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(isApiError(error) && error.title ? error.title : 'Erro', {
            description: errorMessage(error, 'Não foi possível banir o usuário'),
          }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Banir ${user.username}`}
      description="O usuário perde o acesso a toda a plataforma na próxima requisição."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={ban.isPending}>
            Cancelar
          </Button>
          <Button
            variant="destructive"
            onClick={onSubmit}
            isLoading={ban.isPending}
            data-testid="ban-confirm"
          >
            Banir usuário
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FieldShell label="Motivo" error={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              className={textareaClass}
              rows={3}
              maxLength={500}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              data-testid="ban-reason"
            />
          )}
        </FieldShell>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-zinc-200">Duração</legend>
          {(
            [
              ['preset', 'Temporário (predefinido)'],
              ['custom', 'Temporário (horas personalizadas)'],
              ['permanent', 'Permanente'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-zinc-200">
              <input
                type="radio"
                name="ban-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="size-4 accent-red-600"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {mode === 'preset' ? (
          <FieldShell label="Período">
            {(control) => (
              <select
                {...control}
                className={selectClass}
                value={presetHours}
                onChange={(event) => setPresetHours(Number(event.target.value))}
              >
                {banPresets.map((preset) => (
                  <option key={preset.hours} value={preset.hours}>
                    {preset.label}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        ) : null}
        {mode === 'custom' ? (
          <Field
            label="Horas"
            type="number"
            inputMode="numeric"
            min={MIN_BAN_HOURS}
            step={1}
            value={customHours}
            onChange={(event) => setCustomHours(event.target.value)}
            error={errors.hours}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
