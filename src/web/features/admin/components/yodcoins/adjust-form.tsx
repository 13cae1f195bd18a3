import { type FormEvent, useState } from 'react';
import { defaultAdjustmentDescription, parseAdjustmentAmount, QUICK_ADJUSTMENTS } from '#domain/credits.ts';
import { formatCount } from '#domain/format-number.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { useAdjustCredits } from '#web/features/admin/api/use-adjust-credits.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

/** Add or remove YodCoins: a whole, non-zero amount, quick buttons, an optional reason. */
export function AdjustForm({ userId }: { userId: string }) {
  const adjust = useAdjustCredits(userId);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const parsed = parseAdjustmentAmount(amountText);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.ok) {
      setError(parsed.error.message);
      return;
    }
    setError(undefined);
    const description = reason.trim();
    adjust.mutate(description === '' ? { amount: parsed.amount } : { amount: parsed.amount, description }, {
      onSuccess: ({ balance }) => {
        toast.success('Ajuste Realizado com Sucesso', {
          description: `Novo saldo: ${formatCount(balance)} YodCoins`,
        });
        setAmountText('');
        setReason('');
      },
      onError: (err) => toast.error('Erro ao Ajustar Saldo', { description: errorMessage(err) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ajustar saldo</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field
            label="Quantidade"
            inputMode="numeric"
            placeholder="Ex.: 10 ou -5"
            description="Positivo adiciona, negativo remove. O saldo nunca fica negativo."
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={error}
            data-testid="adjust-amount"
          />
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Ajustes rápidos</legend>
            {QUICK_ADJUSTMENTS.map((quick) => (
              <Button
                key={quick}
                variant="secondary"
                size="sm"
                onClick={() => {
                  setAmountText(String(quick));
                  setError(undefined);
                }}
                className={quick < 0 ? 'text-red-200' : 'text-emerald-200'}
              >
                {quick > 0 ? `+${quick}` : quick}
              </Button>
            ))}
          </fieldset>
          <Field
            label="Motivo (opcional)"
            maxLength={200}
            placeholder={parsed.ok ? defaultAdjustmentDescription(parsed.amount) : 'Descrição do ajuste'}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" isLoading={adjust.isPending} className="self-start">
            Aplicar ajuste
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
