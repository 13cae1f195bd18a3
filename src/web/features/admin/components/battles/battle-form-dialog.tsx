import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type AdminBattle,
  type CreateBattleRequest,
  createBattleRequestSchema,
  type UpdateBattleRequest,
} from '#domain/schemas/admin-battles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useCreateBattle } from '#web/features/admin/api/use-create-battle.ts';
import { useUpdateBattle } from '#web/features/admin/api/use-update-battle.ts';
import {
  ParticipantsPanel,
  participantsLockOf,
} from '#web/features/admin/components/participants/participants-panel.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { BannerFields } from './banner-fields.tsx';
import { battleFormResolver } from './battle-form-resolver.ts';
import {
  type BattleFormValues,
  battleToForm,
  changedRequest,
  emptyBattleForm,
  formToRequest,
} from './battle-form-values.ts';
import { BattleMainFields } from './battle-main-fields.tsx';
import { PrizeConfirmDialog, type PrizeToConfirm } from './prize-confirm-dialog.tsx';
import { SponsorsField } from './sponsors-field.tsx';
import { StatusField } from './status-field.tsx';

const PERMISSION_HINT = 'Verifique se você tem permissões de administrador.';

function saveErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Ocorreu um erro inesperado ao salvar a batalha.';
  return error.status === 401 || error.status === 403 ? `${error.message} ${PERMISSION_HINT}` : error.message;
}

export interface BattleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when given; create ('Nova Batalha') otherwise. */
  battle: AdminBattle | null;
  isMaster: boolean;
  /** The viewer is an admin (what the participants panel offers depends on it). */
  isAdmin?: boolean;
}

interface BattleFormBodyProps {
  battle: AdminBattle | null;
  isMaster: boolean;
  isAdmin: boolean;
  onClose: () => void;
}

/**
 * The edit of a battle whose prize is marked paid: the prize, the dates and the status are left
 * out, as the server refuses any change to them until the payout is voided.
 */
function withoutPaidFields(body: UpdateBattleRequest): UpdateBattleRequest {
  const { status, startTime, endTime, prizeAmount, prizeType, prizeDescription, ...editable } = body;
  return editable;
}

/** A save waiting for the admin to confirm the prize restated. */
interface PendingSave {
  prize: PrizeToConfirm;
  run: () => Promise<void>;
}

/**
 * Mounted only while the dialog is open, so the form starts from the battle's values each time
 * and a background refetch of the list never overwrites what the admin is typing. A refetch does
 * bring in the fields the admin has not touched (adding participants here may start the battle),
 * and an edit sends only what the admin changed, with the version it was made on
 * (docs/decisions/0022-admin-money-inputs.md).
 */
function BattleFormBody({ battle, isMaster, isAdmin, onClose }: BattleFormBodyProps) {
  const paidLocked = Boolean(battle?.prizePaid);
  const create = useCreateBattle();
  const update = useUpdateBattle();
  const [initialValues] = useState(() => (battle ? battleToForm(battle) : emptyBattleForm()));
  // What the server holds as far as the form knows: edits are measured against it.
  const base = useRef({ values: initialValues, updatedAt: battle?.updatedAt });
  const [pending, setPending] = useState<PendingSave | null>(null);
  const form = useForm<BattleFormValues>({
    resolver: battleFormResolver(() => new Date()),
    defaultValues: initialValues,
  });

  const fresh = battle && battle.updatedAt !== base.current.updatedAt ? battle : null;
  useEffect(() => {
    if (!fresh) return;
    const values = battleToForm(fresh);
    base.current = { values, updatedAt: fresh.updatedAt };
    form.reset(values, { keepDirtyValues: true });
  }, [fresh, form]);

  const save = async (body: CreateBattleRequest | UpdateBattleRequest) => {
    try {
      if (battle) {
        await update.mutateAsync({ id: battle.id, body: body as UpdateBattleRequest });
        toast.success('Batalha atualizada', { description: 'Evento atualizado com sucesso!' });
      } else {
        await create.mutateAsync(body as CreateBattleRequest);
        toast.success('Batalha criada', { description: 'Evento cadastrado!' });
      }
      setPending(null);
      onClose();
    } catch (error) {
      setPending(null);
      toast.error(battle ? 'Erro ao atualizar batalha' : 'Erro ao criar batalha', {
        description: saveErrorText(error),
      });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const now = new Date();
    // The resolver already validated; parsing again yields the schema's output (trimmed, nulls).
    const body = createBattleRequestSchema.parse(formToRequest(values, now));
    const prize: PrizeToConfirm = {
      amount: body.prizeAmount,
      type: body.prizeType,
      description: body.prizeDescription ?? null,
      title: body.title,
    };
    if (!battle) {
      setPending({ prize, run: () => save(body) });
      return;
    }
    const changed = changedRequest(formToRequest(base.current.values, now), formToRequest(values, now));
    const edit: UpdateBattleRequest = {};
    for (const key of Object.keys(changed) as (keyof typeof body)[])
      Object.assign(edit, { [key]: body[key] });
    const sent = paidLocked ? withoutPaidFields(edit) : edit;
    const withVersion = { ...sent, expectedUpdatedAt: battle.updatedAt };
    if (sent.prizeAmount !== undefined || sent.prizeType !== undefined) {
      setPending({ prize, run: () => save({ ...withVersion, confirmPrizeChange: true }) });
      return;
    }
    await save(withVersion);
  });

  const isSaving = create.isPending || update.isPending;
  return (
    <>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <BattleMainFields paidLocked={paidLocked} />
          <StatusField paidLocked={paidLocked} />
          <BannerFields />
          <SponsorsField />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={isSaving}>
              Cancelar
            </Button>
            <Button type="submit" isLoading={isSaving}>
              {battle ? 'Salvar alterações' : 'Criar batalha'}
            </Button>
          </div>
        </form>
      </FormProvider>
      {battle ? (
        <section aria-label="Participantes" className="border-t border-zinc-800 pt-4">
          <h3 className="mb-3 text-base font-semibold text-zinc-100">Participantes</h3>
          <ParticipantsPanel
            battleId={battle.id}
            isMaster={isMaster}
            isAdmin={isAdmin}
            lock={participantsLockOf(battle)}
          />
        </section>
      ) : null}
      <PrizeConfirmDialog
        prize={pending?.prize ?? null}
        mode={battle ? 'change' : 'create'}
        {...(battle ? { previousAmount: battle.prizeAmount, winners: battle.winners } : {})}
        isSaving={isSaving}
        onConfirm={() => void pending?.run()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

export function BattleFormDialog({
  open,
  onOpenChange,
  battle,
  isMaster,
  isAdmin = false,
}: BattleFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={battle ? 'Editar Batalha' : 'Nova Batalha'}
      description="Horários em America/Sao_Paulo (Brasília)."
      className="sm:max-w-2xl"
    >
      <BattleFormBody
        battle={battle}
        isMaster={isMaster}
        isAdmin={isAdmin}
        onClose={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
