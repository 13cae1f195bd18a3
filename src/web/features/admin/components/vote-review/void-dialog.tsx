import { useState } from 'react';
import { plural, pluralWord } from '#domain/plural.ts';
import type { VoidVotesRequest } from '#domain/schemas/vote-review.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FieldShell } from '#web/components/ui/field.tsx';
import { useVoidVotes } from '#web/features/admin/api/use-void-votes.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { textareaClass } from '../form-controls.ts';

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
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < 3;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  const onConfirm = () => {
    setTouched(true);
    if (!target || tooShort) return;
    voidVotes.mutate(
      { ...target.request, reason: reason.trim() },
      {
        onSuccess: (result) => {
          toast.success(
            pluralWord(result.voided, { one: 'Voto anulado', other: `${result.voided} votos anulados` }),
            {
              description:
                result.refunded > 0
                  ? `${plural(result.refunded, { one: 'YodCoin devolvido', other: 'YodCoins devolvidos' })} aos fãs.`
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
          ? `Anular ${target.label}? Os votos saem do total do lutador, os YodCoins dos fãs são devolvidos e a ação fica na auditoria. Não dá para desfazer.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={voidVotes.isPending}>
            Cancelar
          </Button>
          <Button variant="destructive" onClick={onConfirm} isLoading={voidVotes.isPending}>
            Anular
          </Button>
        </>
      }
    >
      <FieldShell
        label="Motivo (obrigatório)"
        description="Ex.: contas criadas em massa, mesma rede, robô."
        error={touched && tooShort ? 'Informe o motivo (pelo menos 3 caracteres).' : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            className={textareaClass}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldShell>
    </Dialog>
  );
}
