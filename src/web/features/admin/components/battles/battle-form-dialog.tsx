import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type AdminBattle, createBattleRequestSchema } from '#domain/schemas/admin-battles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useCreateBattle } from '#web/features/admin/api/use-create-battle.ts';
import { useUpdateBattle } from '#web/features/admin/api/use-update-battle.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { ParticipantsPanel } from '../participants/participants-panel.tsx';
import { BannerFields } from './banner-fields.tsx';
import { battleFormResolver } from './battle-form-resolver.ts';
import { type BattleFormValues, battleToForm, emptyBattleForm, formToRequest } from './battle-form-values.ts';
import { BattleMainFields } from './battle-main-fields.tsx';
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
}

interface BattleFormBodyProps {
  battle: AdminBattle | null;
  isMaster: boolean;
  onClose: () => void;
}

/**
 * Mounted only while the dialog is open, so the form starts from the battle's values each time
 * and a background refetch of the list never overwrites what the admin is typing.
 */
function BattleFormBody({ battle, isMaster, onClose }: BattleFormBodyProps) {
  const create = useCreateBattle();
  const update = useUpdateBattle();
  const [initialValues] = useState(() => (battle ? battleToForm(battle) : emptyBattleForm()));
  const form = useForm<BattleFormValues>({
    resolver: battleFormResolver(() => new Date()),
    defaultValues: initialValues,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    // The resolver already validated; parsing again yields the schema's output (trimmed, nulls).
    const body = createBattleRequestSchema.parse(formToRequest(values, new Date()));
    try {
      if (battle) {
        await update.mutateAsync({ id: battle.id, body });
        toast.success('Batalha atualizada', { description: 'Evento atualizado com sucesso!' });
      } else {
        await create.mutateAsync(body);
        toast.success('Batalha criada', { description: 'Evento cadastrado!' });
      }
      onClose();
    } catch (error) {
      toast.error(battle ? 'Erro ao atualizar batalha' : 'Erro ao criar batalha', {
        description: saveErrorText(error),
      });
    }
  });

  const isSaving = create.isPending || update.isPending;
  return (
    <>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <BattleMainFields />
          <StatusField />
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
          <ParticipantsPanel battleId={battle.id} isMaster={isMaster} />
        </section>
      ) : null}
    </>
  );
}

export function BattleFormDialog({ open, onOpenChange, battle, isMaster }: BattleFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={battle ? 'Editar Batalha' : 'Nova Batalha'}
      description="Horários em America/Sao_Paulo (Brasília)."
      className="sm:max-w-2xl"
    >
      <BattleFormBody battle={battle} isMaster={isMaster} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
