import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PROFILE_PASSWORD_REQUIRED } from '#domain/messages/auth.ts';
import { checkPixKey } from '#domain/pix-key.ts';
import {
  type OwnProfile,
  type ProfileFormValues,
  type ProfileUpdate,
  profileUpdateSchema,
} from '#domain/schemas/profiles.ts';
import { Save, X } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { clearingErrorToasts, toast } from '#web/lib/toast.ts';
import { PixKeyHint } from '#web/shared/account/pix-key-hint.tsx';
import { ImageUpload } from '#web/shared/media/components/image-upload.tsx';
import { useUpdateProfile } from '../api/use-update-profile.ts';

export const PROFILE_SAVED_TITLE = 'Perfil atualizado!';
export const PROFILE_SAVED_TEXT = 'Suas informações foram salvas com sucesso.';
export const PROFILE_SAVE_ERROR_TITLE = 'Erro ao salvar';
export const PROFILE_SAVE_FALLBACK = 'Failed to update profile';
export const PIX_CHANGE_PASSWORD_HINT =
  'Para trocar a chave PIX, confirme com a senha que você usa para entrar. Avisaremos você por email.';
export const PIX_CHANGED_TEXT = 'Sua chave PIX foi alterada e enviamos um aviso para o seu email.';

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      username: profile.username,
      pixKey: profile.pixKey,
      instagramHandle: profile.instagramHandle ?? '',
      profilePictureUrl: profile.profilePictureUrl,
      currentPassword: '',
    },
  });
  const pixKey = useWatch({ control, name: 'pixKey' }) ?? '';
  // The server asks for the password only for a new PIX key (decision 0017); so does the form.
  const pixChanged = pixKeyChanged(pixKey, profile.pixKey);

  const onSubmit = handleSubmit(({ currentPassword, ...values }) => {
    if (pixChanged && !currentPassword) {
      setError('currentPassword', { message: PROFILE_PASSWORD_REQUIRED.message }, { shouldFocus: true });
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
        const message = errorMessage(error, PROFILE_SAVE_FALLBACK);
        if (isApiError(error) && PASSWORD_CODES.has(error.code))
          setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
        toast.error(PROFILE_SAVE_ERROR_TITLE, { description: message });
      },
    });
  });

  return (
    <form onSubmit={clearingErrorToasts(onSubmit)} noValidate className="flex flex-col gap-4">
      <Controller
        control={control}
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
      <Field
        label="Nome de lutador"
        autoComplete="nickname"
        maxLength={40}
        error={errors.username?.message}
        {...register('username')}
      />
      <Field
        label="Chave PIX"
        description="CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória. Usada para pagar seus prêmios em dinheiro. Só você vê esta informação."
        maxLength={140}
        autoComplete="off"
        spellCheck={false}
        error={errors.pixKey?.message}
        {...register('pixKey')}
      />
      <PixKeyHint value={pixKey} />
      {pixChanged ? (
        <PasswordField
          label="Senha atual"
          description={PIX_CHANGE_PASSWORD_HINT}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      ) : null}
      <Field
        label="Instagram"
        placeholder="@seu.usuario"
        autoComplete="off"
        maxLength={60}
        error={errors.instagramHandle?.message}
        {...register('instagramHandle')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          <X className="size-4" aria-hidden="true" />
          Cancelar
        </Button>
        <Button type="submit" isLoading={update.isPending} disabled={!isDirty}>
          {update.isPending ? null : <Save className="size-4" aria-hidden="true" />}
          Salvar alterações
        </Button>
      </div>
    </form>
  );
}
