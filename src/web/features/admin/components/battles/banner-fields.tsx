import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '#web/components/ui/field.tsx';
import { ImageUpload } from '#web/shared/media/components/image-upload.tsx';
import type { BattleFormValues } from './battle-form-values.ts';

/** Battle banner (300x600) by upload or URL, plus the optional link it opens. */
export function BannerFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BattleFormValues>();

  return (
    <div className="flex flex-col gap-3">
      <Controller
        control={control}
        name="adBannerUrl"
        render={({ field }) => (
          <ImageUpload
            bucket="battle-banners"
            label="Banner da batalha"
            allowUrl
            value={field.value.trim() === '' ? null : field.value}
            onChange={(url) => field.onChange(url ?? '')}
          />
        )}
      />
      {errors.adBannerUrl?.message ? (
        <p className="text-sm font-medium text-red-400">{errors.adBannerUrl.message}</p>
      ) : null}
      <Field
        label="Link do banner (opcional)"
        type="url"
        placeholder="https://..."
        error={errors.adBannerLinkUrl?.message}
        {...register('adBannerLinkUrl')}
      />
    </div>
  );
}
