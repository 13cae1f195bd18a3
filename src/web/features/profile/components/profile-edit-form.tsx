import { zodResolver } from '@hookform/resolvers/zod';
import { Save, X } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import {
  type OwnProfile,
  type ProfileFormValues,
  type ProfileUpdate,
  profileUpdateSchema,
} from '../../../../domain/schemas/profiles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { ImageUpload } from '../../media/components/image-upload.tsx';
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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
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
        description="Usada para pagar seus prêmios em dinheiro. Só você vê esta informação."
        maxLength={140}
        error={errors.pixKey?.message}
        {...register('pixKey')}
      />
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
