import { Controller, useWatch } from 'react-hook-form';
import { PROFILE_PASSWORD_REQUIRED, PROFILE_SAVE_FAILED } from '#domain/messages/auth.ts';
import { checkPixKey } from '#domain/money/pix-key.ts';
import { type OwnProfile, type ProfileUpdate, profileUpdateSchema } from '#domain/schemas/profiles.ts';
import { Form } from '#web/components/form/form.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { PixKeyField } from '#web/components/form/pix-key-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { Save, X } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useUpdateProfile } from '#web/features/profile/api/use-update-profile.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { ImageUpload } from '#web/shared/media/components/image-upload.tsx';

const PROFILE_SAVED_TITLE = 'Perfil atualizado!';
const PROFILE_SAVED_TEXT = 'Suas informações foram salvas com sucesso.';
const PIX_CHANGE_PASSWORD_HINT = `${PROFILE_PASSWORD_REQUIRED.message} Avisaremos você por e-mail.`;
export const PIX_CHANGED_TEXT = 'Sua chave PIX foi alterada e enviamos um aviso para o seu e-mail.';

/** Server refusals about the password, shown under its field. */
const PASSWORD_CODES: ReadonlySet<string> = new Set([
  'PROFILE_PASSWORD_REQUIRED',
  'PROFILE_WRONG_PASSWORD',
  'PROFILE_PASSWORD_RATE_LIMITED',
]);

/** Whether the typed key is another key than the stored one (typing the same key differently is not). */
function pixKeyChanged(typed: string, stored: string): boolean {
  if (typed.trim() === stored) return false;
  const check = checkPixKey(typed);
  return !(check.valid && check.key === stored);
}

export function ProfileEditForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useZodForm(profileUpdateSchema, {
    defaultValues: {
      username: profile.username,
      pixKey: profile.pixKey,
      instagramHandle: profile.instagramHandle ?? '',
      profilePictureUrl: profile.profilePictureUrl,
      currentPassword: '',
    },
  });
  const pixKey = useWatch({ control: form.control, name: 'pixKey' }) ?? '';
  // The server asks for the password only for a new PIX key (decision 0017); so does the form.
  const pixChanged = pixKeyChanged(pixKey, profile.pixKey);

  const onSubmit = ({ currentPassword, ...values }: ProfileUpdate) => {
    if (pixChanged && !currentPassword) {
      form.setError('currentPassword', { message: PROFILE_PASSWORD_REQUIRED.message }, { shouldFocus: true });
      return;
    }
    update.mutate(pixChanged ? { ...values, currentPassword } : values, {
      onSuccess: () => {
        toast.success(PROFILE_SAVED_TITLE, {
          description: pixChanged ? PIX_CHANGED_TEXT : PROFILE_SAVED_TEXT,
        });
        onDone();
      },
      onError: (error) => {
        const message = errorMessage(error, PROFILE_SAVE_FAILED.message);
        // Said once: under the password field when it is about the password, else in a toast.
        if (isApiError(error) && PASSWORD_CODES.has(error.code))
          form.setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
        else toast.error(PROFILE_SAVE_FAILED.title, { description: message });
      },
    });
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="profilePictureUrl"
        render={({ field }) => (
          <ImageUpload
            bucket="profile-pictures"
            label="Foto de perfil"
            value={field.value ?? null}
            onChange={(url) => field.onChange(url)}
            disabled={update.isPending}
          />
        )}
      />
      <TextField name="username" label="Nome de lutador" autoComplete="nickname" maxLength={40} />
      <PixKeyField description="CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória. Usada para pagar seus prêmios em dinheiro. Só você vê esta informação." />
      {pixChanged ? (
        <PasswordField
          name="currentPassword"
          label="Senha atual"
          description={PIX_CHANGE_PASSWORD_HINT}
          autoComplete="current-password"
          required
        />
      ) : null}
      <TextField
        name="instagramHandle"
        label="Instagram"
        placeholder="@seu.usuario"
        autoComplete="off"
        maxLength={300}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          <X className="size-4" aria-hidden="true" />
          Cancelar
        </Button>
        <Button type="submit" isLoading={update.isPending} disabled={!form.formState.isDirty}>
          {update.isPending ? null : <Save className="size-4" aria-hidden="true" />}
          Salvar alterações
        </Button>
      </div>
    </Form>
  );
}
