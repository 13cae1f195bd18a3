import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type DeleteAccountRequest, deleteAccountRequestSchema } from '#domain/schemas/auth.ts';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { Trash2 } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { useDeleteAccount } from '#web/features/profile/api/use-delete-account.ts';
import { errorMessage, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

const FORM_ID = 'excluir-conta';

/**
 * 'Excluir minha conta': says what goes and what stays, and asks for the password before the
 * account is anonymised. On success the session is gone and the visitor lands on the home page.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const form = useZodForm(deleteAccountRequestSchema, { defaultValues: { password: '' } });

  const onOpenChange = (next: boolean) => {
    if (deleteAccount.isPending) return;
    if (!next) form.reset();
    setOpen(next);
  };

  const onSubmit = async (values: DeleteAccountRequest) => {
    try {
      const result = await deleteAccount.mutateAsync(values);
      setOpen(false);
      toast.success('Conta excluída', { description: result.message });
      await navigate('/', { replace: true });
    } catch (error) {
      // Shown under the password field, inside the dialog (a toast would cover its title).
      form.setError('password', { message: errorMessage(error, UNEXPECTED_ERROR_MESSAGE) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="destructive" className="self-start">
          <Trash2 className="size-4" aria-hidden="true" />
          Excluir minha conta
        </Button>
      }
      title="Excluir minha conta?"
      description="Esta ação não pode ser desfeita."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={deleteAccount.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} variant="destructive" isLoading={deleteAccount.isPending}>
            {deleteAccount.isPending ? 'Excluindo...' : 'Excluir definitivamente'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-zinc-300">
        <p>
          Vamos apagar seu e-mail, sua chave PIX, seu Instagram e sua foto, e encerrar todas as suas sessões.
          Seu nome de lutador será trocado por um nome anônimo.
        </p>
        <p>
          Os votos que você deu e recebeu e o histórico de YodCoins continuam contando, sem o seu nome, para
          que os resultados das batalhas não mudem. Suas YodCoins restantes serão perdidas.
        </p>
      </div>
      <Form form={form} id={FORM_ID} onSubmit={onSubmit}>
        <PasswordField label="Confirme com sua senha" autoComplete="current-password" required />
      </Form>
    </Dialog>
  );
}
