import type { ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { BANNER_SAVE_FAILED } from '#domain/messages/media.ts';
import {
  adTargetPageLabels,
  bannerPositionLabels,
  bannerPositions,
  bannerShownOn,
  bannerSlotPages,
  DEFAULT_BANNER_POSITION,
} from '#domain/pages/ad-page.ts';
import {
  type Banner,
  type BannerFormValues,
  type BannerInput,
  type BannerPatch,
  bannerInputSchema,
  bannerPositionSchema,
} from '#domain/schemas/banners.ts';
import { Form } from '#web/components/form/form.tsx';
import { SelectField, TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useCreateBanner } from '#web/features/banners/api/use-create-banner.ts';
import { useUpdateBanner } from '#web/features/banners/api/use-update-banner.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { ImageUpload } from '#web/shared/media/components/image-upload.tsx';
import { ActiveSwitch } from './active-switch.tsx';
import { BannerPlacementPreview } from './banner-placement-preview.tsx';

function defaults(banner: Banner | null): BannerFormValues {
  return {
    name: banner?.name ?? '',
    imageUrl: banner?.imageUrl ?? '',
    linkUrl: banner?.linkUrl ?? '',
    position: banner?.position ?? DEFAULT_BANNER_POSITION,
    targetPages: banner?.targetPages ?? [],
    isActive: banner?.isActive ?? false,
  };
}

export interface BannerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null creates a new banner. */
  banner: Banner | null;
}

/** Create/edit form: name, image (upload or URL), link, position, target pages, active. */
export function BannerFormDialog({ open, onOpenChange, banner }: BannerFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={banner ? 'Editar banner' : 'Novo banner'}
      description="Banners aparecem nas páginas escolhidas; sem páginas marcadas, em todas as páginas da posição."
      className="max-w-2xl"
    >
      {/* Keyed so each opening starts from the banner being edited. */}
      {open ? (
        <BannerForm key={banner?.id ?? 'novo'} banner={banner} onDone={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

/**
 * The fields the admin changed in the dialog: a save never writes back what it opened with, e.g.
 * the active switch flipped on the card meanwhile (docs/decisions/0022-admin-money-inputs.md).
 */
function changedBannerFields(banner: Banner, values: BannerInput): BannerPatch {
  const opened = bannerInputSchema.safeParse(defaults(banner));
  if (!opened.success) return values;
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof BannerInput)[]) {
    if (JSON.stringify(values[key]) !== JSON.stringify(opened.data[key])) changes[key] = values[key];
  }
  return changes as BannerPatch;
}

function BannerForm({ banner, onDone }: { banner: Banner | null; onDone: () => void }) {
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const pending = create.isPending || update.isPending;
  const form = useZodForm(bannerInputSchema, { defaultValues: defaults(banner) });
  const { control, getValues, setValue, register } = form;
  const [position = DEFAULT_BANNER_POSITION, targetPages = [], imageUrl = ''] = useWatch({
    control,
    name: ['position', 'targetPages', 'imageUrl'],
  });
  const slotPages = bannerSlotPages[position];
  // A new position keeps only the chosen pages it has a slot on: no banner is saved for a place it
  // never appears.
  const keepShownPages = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = bannerPositionSchema.parse(event.target.value);
    const kept = (getValues('targetPages') ?? []).filter((p) => bannerShownOn(next, p));
    setValue('targetPages', kept);
  };

  const onSubmit = async (values: BannerInput) => {
    try {
      if (banner) {
        await update.mutateAsync({ id: banner.id, changes: changedBannerFields(banner, values) });
        toast.success('Sucesso', { description: 'Banner atualizado com sucesso!' });
      } else {
        await create.mutateAsync(values);
        toast.success('Sucesso', { description: 'Banner criado com sucesso!' });
      }
      onDone();
    } catch (error) {
      toast.error(BANNER_SAVE_FAILED.title, { description: errorMessage(error) });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField name="name" label="Nome" maxLength={120} />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1">
            <ImageUpload
              bucket="global-ad-banners"
              label="Imagem do banner"
              value={field.value || null}
              onChange={(url) => field.onChange(url ?? '')}
              allowUrl
              disabled={pending}
            />
            {fieldState.error?.message ? (
              <p className="text-sm font-medium text-red-400">{fieldState.error.message}</p>
            ) : null}
          </div>
        )}
      />
      <TextField
        name="linkUrl"
        label="Link (opcional)"
        type="url"
        inputMode="url"
        placeholder="https://..."
      />
      <SelectField name="position" label="Posição" registerOptions={{ onChange: keepShownPages }}>
        {bannerPositions.map((p) => (
          <option key={p} value={p}>
            {bannerPositionLabels[p]}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-zinc-200">Páginas (opcional)</legend>
        <p className="text-xs text-zinc-400">
          Nenhuma marcada: o banner aparece em todas as páginas desta posição.
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {slotPages.map((page) => (
            <label key={page} className="flex items-center gap-2 text-sm text-zinc-200">
              <input
                type="checkbox"
                value={page}
                className="size-4 accent-red-600"
                {...register('targetPages')}
              />
              {adTargetPageLabels[page]}
            </label>
          ))}
        </div>
        {form.formState.errors.targetPages?.message ? (
          <p className="text-sm font-medium text-red-400">{form.formState.errors.targetPages.message}</p>
        ) : null}
      </fieldset>
      <BannerPlacementPreview position={position} targetPages={targetPages} imageUrl={imageUrl} />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <ActiveSwitch
              id="banner-ativo"
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              disabled={pending}
            />
            <label htmlFor="banner-ativo" className="text-sm font-medium text-zinc-200">
              Ativo
            </label>
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={pending}>
          {banner ? 'Salvar alterações' : 'Criar banner'}
        </Button>
      </div>
    </Form>
  );
}
