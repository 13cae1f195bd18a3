import { useState } from 'react';
import {
  type AddModeratorRequest,
  addModeratorRequestSchema,
  type Moderator,
} from '#domain/schemas/admin-users.ts';
import { formatDate } from '#domain/text/format.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { EmailField } from '#web/components/form/email-field.tsx';
import { Form } from '#web/components/form/form.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { ShieldCheck, Trash2, UserPlus } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAddModerator } from '#web/features/admin/api/use-add-moderator.ts';
import { useModerators } from '#web/features/admin/api/use-moderators.ts';
import { useRemoveModerator } from '#web/features/admin/api/use-remove-moderator.ts';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

function AddModeratorForm() {
  const add = useAddModerator();
  const form = useZodForm(addModeratorRequestSchema, { defaultValues: { email: '' } });

  const onSubmit = (values: AddModeratorRequest) =>
    add.mutate(values, {
      onSuccess: ({ moderator }) => {
        toast.success('Moderador adicionado', { description: `${moderator.username} (${moderator.email})` });
        form.reset();
      },
      onError: (err) => {
        // 'Nenhum usuário cadastrado com este email.' stays under the field, where it was typed.
        form.setError('email', { type: 'server', message: errorMessage(err) });
        toast.error(isApiError(err) && err.title ? err.title : 'Erro ao adicionar moderador', {
          description: errorMessage(err),
        });
      },
    });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <EmailField
        fieldClassName="flex-1"
        label="E-mail do usuário"
        autoComplete="off"
        placeholder="usuario@exemplo.com"
        data-testid="moderator-email"
      />
      <Button type="submit" isLoading={add.isPending} className="sm:mt-7">
        {add.isPending ? null : <UserPlus className="size-4" aria-hidden="true" />}
        Adicionar
      </Button>
    </Form>
  );
}

function ModeratorRow({ moderator }: { moderator: Moderator }) {
  const remove = useRemoveModerator();
  const [open, setOpen] = useState(false);
  const onRemove = () =>
    remove.mutate(moderator.userId, {
      onSuccess: () => {
        toast.success('Moderador removido', { description: moderator.username });
        setOpen(false);
      },
      onError: (err) => {
        toast.error('Erro ao remover moderador', { description: errorMessage(err) });
        setOpen(false);
      },
    });
  return (
    <li
      className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid={`moderator-row-${moderator.username}`}
    >
      <div className="min-w-0">
        <p className="truncate font-medium text-zinc-100">{moderator.username}</p>
        <p className="truncate text-sm text-zinc-300">{moderator.email}</p>
        <p className="text-xs text-zinc-400">Moderador desde {formatDate(moderator.grantedAt)}</p>
      </div>
      <Button
        variant="destructive"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Remover ${moderator.username}`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Remover
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remover moderador"
        description={`${moderator.username} voltará a ser um usuário comum. Deseja continuar?`}
        confirmLabel="Remover"
        onConfirm={onRemove}
        isPending={remove.isPending}
      />
    </li>
  );
}

export function ModeratorsPage() {
  const moderators = useModerators();
  return (
    <>
      <PageMeta title="Moderadores" description="Gerenciar moderadores." />
      <PageHeader
        title="Moderadores"
        description="Moderadores acessam o painel e gerenciam batalhas. Informe o e-mail de uma conta existente."
      />
      <Card>
        <CardHeader>
          <CardTitle>Adicionar moderador</CardTitle>
        </CardHeader>
        <CardContent>
          <AddModeratorForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-amber-400" aria-hidden="true" />
            Moderadores atuais
          </CardTitle>
        </CardHeader>
        <CardContent>
          {moderators.isPending ? (
            <Spinner label="Carregando moderadores" />
          ) : moderators.isError ? (
            <ErrorState message={errorMessage(moderators.error)} onRetry={() => void moderators.refetch()} />
          ) : moderators.data.length === 0 ? (
            <EmptyState title="Nenhum moderador" description="Adicione um moderador pelo e-mail acima." />
          ) : (
            <ul className="flex flex-col divide-y divide-zinc-800 rounded-lg border border-zinc-800">
              {moderators.data.map((moderator) => (
                <ModeratorRow key={moderator.userId} moderator={moderator} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}

export default ModeratorsPage;
