import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  banDurationLabel,
  banPresets,
  DEFAULT_BAN_HOURS,
  disqualifiesByDefault,
  MIN_BAN_HOURS,
} from '#domain/accounts/ban.ts';
import { BAN_FAILED } from '#domain/messages/admin.ts';
import { type AdminUserRow, type BanUserRequest, banUserRequestSchema } from '#domain/schemas/admin-users.ts';
import { plural } from '#domain/text/plural.ts';
import { Form } from '#web/components/form/form.tsx';
import { SelectField, TextareaField, TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useBanStakes } from '#web/features/admin/api/use-ban-stakes.ts';
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
    disqualify: z.boolean(),
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
      disqualify: values.disqualify,
    }),
  );

const BATTLES = { one: 'batalha', other: 'batalhas' };
const VOTES = { one: 'voto', other: 'votos' };

/** What is at stake, read when the dialog opens: the battles not finished and the votes in them. */
function StakesLine({ stakes }: { stakes: ReturnType<typeof useBanStakes> }) {
  if (stakes.isPending) return <p className="text-sm text-zinc-400">Verificando as batalhas do usuário…</p>;
  if (stakes.isError)
    return <p className="text-sm text-red-300">Não foi possível ver as batalhas do usuário.</p>;
  const { battles, votesCount } = stakes.data;
  if (battles.length === 0)
    return (
      <p className="text-sm text-zinc-200" data-testid="ban-stakes">
        Não participa de nenhuma batalha em andamento.
      </p>
    );
  const titles = battles.slice(0, 3).map((b) => `"${b.title}"`);
  const more = battles.length > 3 ? ` e mais ${battles.length - 3}` : '';
  return (
    <p className="text-sm text-zinc-100" data-testid="ban-stakes">
      Em jogo: {plural(battles.length, BATTLES)} em andamento ({titles.join(', ')}
      {more}), com {plural(votesCount, VOTES)} recebidos nelas.
    </p>
  );
}

/** What the ban does to the user's battles, as the checkbox stands (docs/product.md#admin-area). */
function battlesNotice(username: string, disqualify: boolean, votes: number | null): string {
  const voided =
    votes === null
      ? 'os votos recebidos nelas são anulados'
      : votes === 0
        ? 'não há votos a anular'
        : `os ${plural(votes, VOTES)} recebidos nelas são anulados`;
  return disqualify
    ? `${username} sai de todas as batalhas que ainda não terminaram: ${voided} e as YodCoins voltam aos fãs. Se o banimento for revogado, volta às que ainda estiverem em andamento, com a contagem zerada.`
    : `${username} continua inscrito nas batalhas, com os votos que já recebeu; enquanto durar o banimento, não vota nem entra em novas batalhas.`;
}

export interface BanUserDialogProps {
  user: AdminUserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Ban form: reason required (trimmed); a preset, custom hours (min 1, default 24) or permanent; and
 * whether to take the user out of their running battles, on for a permanent ban and off for a
 * temporary one until the admin ticks it themself.
 */
export function BanUserDialog({ user, open, onOpenChange }: BanUserDialogProps) {
  const ban = useBanUser();
  const stakes = useBanStakes(user.userId, open);
  const formId = useId();
  const form = useZodForm(banFormSchema, {
    defaultValues: {
      reason: '',
      mode: 'preset',
      presetHours: String(DEFAULT_BAN_HOURS),
      customHours: String(DEFAULT_BAN_HOURS),
      disqualify: disqualifiesByDefault(DEFAULT_BAN_HOURS),
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const disqualify = useWatch({ control: form.control, name: 'disqualify' });
  // The default follows the duration until the admin ticks or unticks the box.
  const chosen = useRef(false);
  useEffect(() => {
    if (chosen.current) return;
    form.setValue('disqualify', disqualifiesByDefault(mode === 'permanent' ? null : DEFAULT_BAN_HOURS));
  }, [mode, form]);

  const onSubmit = (body: BanUserRequest) =>
    ban.mutate(
      { userId: user.userId, body },
      {
        onSuccess: ({ expiresAt, disqualifiedFrom }) => {
          const banned =
            expiresAt === null || body.durationHours === null
              ? `${user.username} foi banido permanentemente.`
              : `${user.username} foi banido por ${banDurationLabel(body.durationHours)}.`;
          toast.success('Usuário banido', {
            description:
              disqualifiedFrom > 0
                ? `${banned} Desclassificado de ${plural(disqualifiedFrom, BATTLES)} em andamento.`
                : banned,
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
      description="O usuário perde o acesso a toda a plataforma no próximo acesso."
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
        <div className="flex flex-col gap-1 rounded-md border border-zinc-800 bg-zinc-900/60 p-3">
          <label className="flex items-center gap-2 text-sm font-medium text-zinc-100">
            <input
              type="checkbox"
              className="size-4 accent-red-600"
              data-testid="ban-disqualify"
              {...form.register('disqualify', {
                onChange: () => {
                  chosen.current = true;
                },
              })}
            />
            Desclassificar das batalhas em andamento
          </label>
          <StakesLine stakes={stakes} />
          <p className="text-sm text-zinc-400" data-testid="ban-battles-notice">
            {battlesNotice(user.username, disqualify, stakes.data?.votesCount ?? null)}
          </p>
        </div>
      </Form>
    </Dialog>
  );
}
