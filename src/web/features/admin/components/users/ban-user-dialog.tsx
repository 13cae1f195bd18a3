import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { banDurationLabel, banPresets, DEFAULT_BAN_HOURS, MIN_BAN_HOURS } from '#domain/ban.ts';
import { BAN_FAILED } from '#domain/messages/admin.ts';
import { type AdminUserRow, type BanUserRequest, banUserRequestSchema } from '#domain/schemas/admin-users.ts';
import { Form } from '#web/components/form/form.tsx';
import { SelectField, TextareaField, TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useBanUser } from '#web/features/admin/api/use-ban-user.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

const DURATION_MODES = [
  ['preset', 'Temporário (predefinido)'],
  ['custom', 'Temporário (horas personalizadas)'],
  ['permanent', 'Permanente'],
] as const;

/**
 * The dialog's fields as the ban call takes them: the duration is a preset, custom hours (checked
 * as the API checks durationHours, the message under 'Horas') or permanent (null).
 */
const banFormSchema = z
  .object({
    reason: banUserRequestSchema.shape.reason,
    mode: z.enum(['preset', 'custom', 'permanent']),
    presetHours: z.coerce.number<string>(),
    customHours: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.mode !== 'custom') return;
    const hours = banUserRequestSchema.shape.durationHours.safeParse(Number(values.customHours));
    for (const issue of hours.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['customHours'] });
  })
  .transform(
    (values): BanUserRequest => ({
      reason: values.reason,
      durationHours:
        values.mode === 'permanent'
          ? null
          : values.mode === 'preset'
            ? values.presetHours
            : Number(values.customHours),
    }),
  );

export interface BanUserDialogProps {
  user: AdminUserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Ban form: reason required (trimmed); a preset, custom hours (min 1, default 24) or permanent. */
export function BanUserDialog({ user, open, onOpenChange }: BanUserDialogProps) {
  const ban = useBanUser();
  const formId = useId();
  const form = useZodForm(banFormSchema, {
    defaultValues: {
      reason: '',
      mode: 'preset',
      presetHours: String(DEFAULT_BAN_HOURS),
      customHours: String(DEFAULT_BAN_HOURS),
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });

  const onSubmit = (body: BanUserRequest) =>
    ban.mutate(
      { userId: user.userId, body },
      {
        onSuccess: ({ expiresAt }) => {
          toast.success('Usuário banido', {
            description:
              expiresAt === null || body.durationHours === null
                ? `${user.username} foi banido permanentemente.`
                : `${user.username} foi banido por ${banDurationLabel(body.durationHours)}.`,
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(isApiError(error) && error.title ? error.title : BAN_FAILED.title, {
            description: errorMessage(error, BAN_FAILED.message),
          }),
      },
    );

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
            type="submit"
            form={formId}
            variant="destructive"
            isLoading={ban.isPending}
            data-testid="ban-confirm"
          >
            Banir usuário
          </Button>
        </>
      }
    >
      <Form form={form} id={formId} onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextareaField
          name="reason"
          label="Motivo"
          rows={3}
          maxLength={500}
          required
          data-testid="ban-reason"
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-zinc-200">Duração</legend>
          {DURATION_MODES.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-zinc-200">
              <input
                type="radio"
                value={value}
                className="size-4 accent-red-600"
                {...form.register('mode')}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {mode === 'preset' ? (
          <SelectField name="presetHours" label="Período">
            {banPresets.map((preset) => (
              <option key={preset.hours} value={preset.hours}>
                {preset.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        {mode === 'custom' ? (
          <TextField
            name="customHours"
            label="Horas"
            type="number"
            inputMode="numeric"
            min={MIN_BAN_HOURS}
            step={1}
          />
        ) : null}
      </Form>
    </Dialog>
  );
}
