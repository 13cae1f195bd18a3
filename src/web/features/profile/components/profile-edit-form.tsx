import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  type OwnProfile,
  type ProfileFormValues,
  type ProfileUpdate,
  profileUpdateSchema,
} from '#domain/schemas/profiles.ts';
import { Save, X } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { clearingErrorToasts, toast } from '#web/lib/toast.ts';
import { PixKeyHint } from '#web/shared/account/pix-key-hint.tsx';
import { ImageUpload } from '#web/shared/media/components/image-upload.tsx';
import { useUpdateProfile } from '../api/use-update-profile.ts';

export const PROFILE_SAVED_TITLE = 'Perfil atualizado!';
export const PROFILE_SAVED_TEXT = 'Suas informações foram salvas com sucesso.';
export const PROFILE_SAVE_ERROR_TITLE = 'Erro ao salvar';
export const PROFILE_SAVE_FALLBACK = 'Failed to update profile';

export function ProfileEditForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      username: profile.username,
      pixKey: profile.pixKey,
      instagramHandle: profile.instagramHandle ?? '',
      profilePictureUrl: profile.profilePictureUrl,
    },
  });
  const pixKey = useWatch({ control, name: 'pixKey' }) ?? '';

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(PROFILE_SAVED_TITLE, { description: PROFILE_SAVED_TEXT });
        onDone();
      },
      onError: (error) =>
        toast.error(PROFILE_SAVE_ERROR_TITLE, { description: errorMessage(error, PROFILE_SAVE_FALLBACK) }),
    }),
  );

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
