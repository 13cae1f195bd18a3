import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { APPROVAL_FIELDS, isBeforeOpening, promisesPrize } from '#domain/battles/battle-approval.ts';
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
import { PublishConfirmDialog, type PublishMode, type PublishSummary } from './publish-confirm-dialog.tsx';
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

/**
 * The edit of a battle with a prize already open to fighters and votes, by a moderator: its prize,
 * dates and seats are left out, as only an admin changes them (the server refuses it).
 */
function withoutApprovalFields(body: UpdateBattleRequest): UpdateBattleRequest {
  const { startTime, endTime, prizeAmount, prizeType, prizeDescription, maxParticipants, ...editable } = body;
  return editable;
}

/** A save waiting for the staff member to confirm what fans will read, restated. */
interface PendingSave {
  summary: PublishSummary;
  mode: PublishMode;
  run: () => Promise<void>;
}

function summaryOf(body: {
  title: string;
  prizeAmount: number;
  prizeType: PublishSummary['type'];
  prizeDescription?: string | null | undefined;
  startTime: string | null;
  endTime: string;
  maxParticipants: number | null;
}): PublishSummary {
  return {
    title: body.title,
    amount: body.prizeAmount,
    type: body.prizeType,
    description: body.prizeDescription ?? null,
    startTime: body.startTime,
    endTime: body.endTime,
    maxParticipants: body.maxParticipants,
  };
}

/**
 * Which restatement an edit needs, if any (docs/decisions/0035-prize-money-two-people.md): a
 * moderator's change of a prize battle's money goes back to an admin ('submit'); leaving
 * 'pending' publishes; a new prize, or new dates or seats, are confirmed as fans will read them.
 */
function editMode(battle: AdminBattle, sent: UpdateBattleRequest, moderator: boolean): PublishMode | null {
  const money = APPROVAL_FIELDS.some((field) => sent[field] !== undefined);
  const prize = promisesPrize(battle.prizeAmount) || promisesPrize(sent.prizeAmount);
  if (moderator && prize && money) return 'submit';
  if (battle.status === 'pending' && sent.status !== undefined && sent.status !== 'pending') return 'publish';
  if (sent.prizeAmount !== undefined || sent.prizeType !== undefined) return 'prize';
  return money ? 'change' : null;
}

/**
 * Mounted only while the dialog is open, so the form starts from the battle's values each time
 * and a background refetch of the list never overwrites what the admin is typing. A refetch does
 * bring in the fields the admin has not touched (adding participants here may start the battle),
 * and an edit sends only what the admin changed, with the version it was made on
 * (docs/decisions/0022-admin-money-inputs.md).
 */
function BattleFormBody({ battle, isMaster, isAdmin, onClose }: BattleFormBodyProps) {
  const paidLocked = Boolean(battle?.prizePaid || battle?.prizeLocked);
  const moderator = !isAdmin;
  const openLocked =
    moderator &&
    battle !== null &&
    promisesPrize(battle.prizeAmount) &&
    !isBeforeOpening(battle.displayStatus) &&
    !paidLocked;
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
    const summary = summaryOf(body);
    if (!battle) {
      // A moderator's battle with a prize waits for an admin (the server holds it back anyway).
      const submit = moderator && promisesPrize(body.prizeAmount);
      const sent = submit ? { ...body, status: 'pending' as const } : body;
      const mode: PublishMode = submit || sent.status === 'pending' ? 'submit' : 'create';
      setPending({ summary, mode, run: () => save(sent) });
      return;
    }
    const changed = changedRequest(formToRequest(base.current.values, now), formToRequest(values, now));
    const edit: UpdateBattleRequest = {};
    for (const key of Object.keys(changed) as (keyof typeof body)[])
      Object.assign(edit, { [key]: body[key] });
    const sent = paidLocked ? withoutPaidFields(edit) : openLocked ? withoutApprovalFields(edit) : edit;
    const prizeChange = sent.prizeAmount !== undefined || sent.prizeType !== undefined;
    const withVersion = {
      ...sent,
      expectedUpdatedAt: battle.updatedAt,
      ...(prizeChange ? { confirmPrizeChange: true } : {}),
    };
    const mode = editMode(battle, sent, moderator);
    if (mode) {
      setPending({ summary, mode, run: () => save(withVersion) });
      return;
    }
    await save(withVersion);
  });

  const isSaving = create.isPending || update.isPending;
  return (
    <>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <BattleMainFields paidLocked={paidLocked} openLocked={openLocked} />
          <StatusField paidLocked={paidLocked} moderator={moderator} battle={battle} />
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
      <PublishConfirmDialog
        summary={pending?.summary ?? null}
        mode={pending?.mode ?? 'create'}
        {...(battle ? { previous: summaryOf(battle), winners: battle.winners } : {})}
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
