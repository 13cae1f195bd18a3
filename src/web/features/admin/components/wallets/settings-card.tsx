import { useEffect } from 'react';
import { type UpdateSettingsRequest, updateSettingsRequestSchema } from '#domain/schemas/admin-settings.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { Form } from '#web/components/form/form.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { Settings } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdminSettings } from '#web/features/admin/api/use-admin-settings.ts';
import { useUpdateSettings } from '#web/features/admin/api/use-update-settings.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

/** Platform settings the master controls: daily YodCoins and the guest-vote limit. */
export function SettingsCard() {
  const settings = useAdminSettings();
  const update = useUpdateSettings();
  const form = useZodForm(updateSettingsRequestSchema);
  const { reset } = form;

  // A refetch (window focus, another tab's save) brings in the fields the admin has not touched
  // and leaves alone what they are typing.
  useEffect(() => {
    if (settings.data) {
      reset(
        {
          dailyYodcoins: settings.data.dailyYodcoins,
          guestVotesPerDay: settings.data.guestVotesPerDay,
          flagNewAccountVotes: settings.data.flagNewAccountVotes,
          flagGuestNetworkVotes: settings.data.flagGuestNetworkVotes,
          flagSignupNetworkAccounts: settings.data.flagSignupNetworkAccounts,
        },
        { keepDirtyValues: true },
      );
    }
  }, [settings.data, reset]);

  // The two amounts are always sent (the API requires them); a vote-review threshold only when
  // the admin changed it, so a save never writes back a threshold someone else moved meanwhile.
  const onSubmit = (values: UpdateSettingsRequest) => {
    const dirty = form.formState.dirtyFields;
    const body: UpdateSettingsRequest = {
      dailyYodcoins: values.dailyYodcoins,
      guestVotesPerDay: values.guestVotesPerDay,
    };
    for (const key of [
      'flagNewAccountVotes',
      'flagGuestNetworkVotes',
      'flagSignupNetworkAccounts',
    ] as const) {
      if (dirty[key]) body[key] = values[key];
    }
    return sendSettings(body);
  };
  const sendSettings = (values: UpdateSettingsRequest) =>
    update.mutate(values, {
      onSuccess: () => toast.success('Configurações salvas'),
      onError: (error) => toast.error('Erro ao salvar configurações', { description: errorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings className="size-5 text-amber-400" aria-hidden="true" />
          Configurações da plataforma
        </CardTitle>
        <CardDescription>
          Os textos do site que citam estes valores passam a usar os novos números.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner label="Carregando configurações" />
        ) : settings.isError ? (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        ) : (
          <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                name="dailyYodcoins"
                label="YodCoins diárias"
                type="number"
                inputMode="numeric"
                min={0}
                max={1000}
                step={1}
                description="Concedidos uma vez por dia (horário de Brasília)."
                registerOptions={{ valueAsNumber: true }}
              />
              <TextField
                name="guestVotesPerDay"
                label="Votos de visitantes por dia"
                type="number"
                inputMode="numeric"
                min={0}
                max={1000}
                step={1}
                description="Por IP, a cada 24 horas."
                registerOptions={{ valueAsNumber: true }}
              />
            </div>
            <fieldset className="grid gap-3 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-semibold text-zinc-100">
                Alertas de votos suspeitos (por lutador, a cada 10 minutos)
              </legend>
              <TextField
                name="flagNewAccountVotes"
                label="Votos de contas novas"
                type="number"
                inputMode="numeric"
                min={1}
                max={10000}
                step={1}
                description="Mais que isto, de contas com menos de 24 h, gera alerta."
                registerOptions={{ valueAsNumber: true }}
              />
              <TextField
                name="flagGuestNetworkVotes"
                label="Votos de visitantes por rede"
                type="number"
                inputMode="numeric"
                min={1}
                max={10000}
                step={1}
                description="Mais que isto, de uma mesma rede IPv6 /48 ou IPv4 /24."
                registerOptions={{ valueAsNumber: true }}
              />
              <TextField
                name="flagSignupNetworkAccounts"
                label="Contas novas por rede"
                type="number"
                inputMode="numeric"
                min={1}
                max={10000}
                step={1}
                description="Mais contas que isto, criadas na mesma rede em 24 h."
                registerOptions={{ valueAsNumber: true }}
              />
            </fieldset>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" isLoading={update.isPending} disabled={!form.formState.isDirty}>
                Salvar configurações
              </Button>
              <p className="text-xs text-zinc-400">
                Atualizado em {formatDateTime(settings.data.updatedAt)}
                {settings.data.updatedByUsername ? ` por ${settings.data.updatedByUsername}` : ''}
              </p>
            </div>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
