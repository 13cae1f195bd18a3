import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CREDITS_INVALID_AMOUNT } from '#domain/messages/wallet.ts';
import {
  defaultAdjustmentDescription,
  parseAdjustmentAmount,
  QUICK_ADJUSTMENTS,
} from '#domain/money/yodcoins.ts';
import { type AdjustWalletRequest, adjustWalletRequestSchema } from '#domain/schemas/admin-wallets.ts';
import { formatCount } from '#domain/text/format-number.ts';
import { Form } from '#web/components/form/form.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useAdjustWallet } from '#web/features/admin/api/use-adjust-wallet.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

/** The typed amount read as the API takes it (domain/money/yodcoins.ts), the reason left out when blank. */
const adjustFormSchema = z
  .object({
    amount: z.string().transform((text, ctx) => {
      const parsed = parseAdjustmentAmount(text);
      if (parsed.ok) return parsed.amount;
      ctx.addIssue({ code: 'custom', message: parsed.error.message });
      return z.NEVER;
    }),
    description: adjustWalletRequestSchema.shape.description,
  })
  .transform(
    ({ amount, description }): AdjustWalletRequest => (description ? { amount, description } : { amount }),
  );

/** Add or remove YodCoins: a whole, non-zero amount, quick buttons, an optional reason. */
export function AdjustForm({ userId }: { userId: string }) {
  const adjust = useAdjustWallet(userId);
  const form = useZodForm(adjustFormSchema, { defaultValues: { amount: '', description: '' } });
  const parsed = parseAdjustmentAmount(useWatch({ control: form.control, name: 'amount' }) ?? '');

  const onSubmit = (request: AdjustWalletRequest) =>
    adjust.mutate(request, {
      onSuccess: ({ balance }) => {
        toast.success('Ajuste realizado com sucesso', {
          description: `Novo saldo: ${formatCount(balance)} YodCoins`,
        });
        form.reset();
      },
      onError: (err) => toast.error(CREDITS_INVALID_AMOUNT.title, { description: errorMessage(err) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ajustar saldo</CardTitle>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField
            name="amount"
            label="Quantidade"
            inputMode="numeric"
            placeholder="Ex.: 10 ou -5"
            description="Positivo adiciona, negativo remove. O saldo nunca fica negativo."
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
                  form.setValue('amount', String(quick));
                  form.clearErrors('amount');
                }}
                className={quick < 0 ? 'text-red-200' : 'text-emerald-200'}
              >
                {quick > 0 ? `+${quick}` : quick}
              </Button>
            ))}
          </fieldset>
          <TextField
            name="description"
            label="Motivo (opcional)"
            maxLength={200}
            placeholder={parsed.ok ? defaultAdjustmentDescription(parsed.amount) : 'Descrição do ajuste'}
          />
          <Button type="submit" isLoading={adjust.isPending} className="self-start">
            Aplicar ajuste
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
