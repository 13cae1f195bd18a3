import { useId } from 'react';
import { z } from 'zod';
import { type VoidVotesRequest, voidVotesRequestSchema } from '#domain/schemas/vote-review.ts';
import { plural, pluralWord } from '#domain/text/plural.ts';
import { Form } from '#web/components/form/form.tsx';
import { TextareaField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useVoidVotes } from '#web/features/admin/api/use-void-votes.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

/** The dialog asks only the reason; the votes come from where it was opened. */
const voidReasonSchema = z.object({ reason: voidVotesRequestSchema.shape.reason });

export interface VoidTarget {
  /** What the dialog says is being voided, e.g. 'o voto de Fulano' or 'os 12 votos do alerta'. */
  label: string;
  request: Omit<VoidVotesRequest, 'reason'>;
}

/** Voiding needs a reason (kept on the votes and in the audit log); confirmed before it runs. */
export function VoidDialog({
  battleId,
  target,
  onClose,
}: {
  battleId: string;
  target: VoidTarget | null;
  onClose: () => void;
}) {
  const voidVotes = useVoidVotes(battleId);
  const formId = useId();
  const form = useZodForm(voidReasonSchema, { defaultValues: { reason: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = ({ reason }: z.output<typeof voidReasonSchema>) => {
    if (!target) return;
    voidVotes.mutate(
      { ...target.request, reason },
      {
        onSuccess: (result) => {
          toast.success(
            pluralWord(result.voided, { one: 'Voto anulado', other: `${result.voided} votos anulados` }),
            {
              description:
                result.refunded > 0
                  ? `${plural(result.refunded, { one: 'YodCoin devolvida', other: 'YodCoins devolvidas' })} aos fãs.`
                  : undefined,
            },
          );
          close();
        },
        onError: (error) => toast.error('Erro ao anular votos', { description: errorMessage(error) }),
      },
    );
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Anular votos"
      description={
        target
          ? `Anular ${target.label}? Os votos saem do total do lutador, as YodCoins dos fãs são devolvidas e a ação fica na auditoria. Não dá para desfazer.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={voidVotes.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} variant="destructive" isLoading={voidVotes.isPending}>
            Anular
          </Button>
        </>
      }
    >
      <Form form={form} id={formId} onSubmit={onSubmit}>
        <TextareaField
          name="reason"
          label="Motivo (obrigatório)"
          description="Ex.: contas criadas em massa, mesma rede, robô."
          rows={3}
          maxLength={500}
        />
      </Form>
    </Dialog>
  );
}
