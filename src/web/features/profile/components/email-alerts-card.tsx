import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useFanSettings } from '#web/features/profile/api/use-fan-settings.ts';
import { useUpdateFanSettings } from '#web/features/profile/api/use-update-fan-settings.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

/** The fan's opt-in for e-mails (off by default); the in-app notices come either way. */
export function EmailAlertsCard() {
  const settings = useFanSettings();
  const update = useUpdateFanSettings();
  const on = settings.data?.emailAlerts ?? false;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Avisos por e-mail</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-amber-400"
            checked={on}
            disabled={settings.isLoading || update.isPending}
            onChange={(e) =>
              update.mutate(
                { emailAlerts: e.target.checked },
                {
                  onError: (error) =>
                    toast.error('Não foi possível salvar', { description: errorMessage(error) }),
                },
              )
            }
            data-testid="email-alerts"
          />
          <span className="text-sm text-zinc-200">
            Receber por e-mail quando um lutador que eu sigo entrar em uma batalha e algumas horas antes de
            terminar uma batalha em que votei.
          </span>
          {update.isPending ? <Spinner className="[&_svg]:size-4" label="Salvando" /> : null}
        </label>
        <p className="text-xs text-zinc-300">Os avisos no sino do site chegam sempre.</p>
      </CardContent>
    </Card>
  );
}
