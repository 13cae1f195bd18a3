import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, FieldShell } from '#web/components/ui/field.tsx';
import { textareaClass } from '#web/features/admin/components/form-controls.ts';
import { ImageUpload } from '#web/shared/media/components/image-upload.tsx';
import type { BattleFormValues } from './battle-form-values.ts';

function SponsorLogos({ index }: { index: number }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<BattleFormValues>();
  const logos = useFieldArray({ control, name: `sponsors.${index}.logos` });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-zinc-200">Logos</legend>
      {logos.fields.map((logo, logoIndex) => (
        <div key={logo.id} className="flex flex-col gap-1">
          <div className="flex items-start gap-2">
            <Controller
              control={control}
              name={`sponsors.${index}.logos.${logoIndex}.url`}
              render={({ field }) => (
                <ImageUpload
                  className="flex-1"
                  bucket="sponsor-logos"
                  label={`Logo ${logoIndex + 1}`}
                  allowUrl
                  value={field.value.trim() === '' ? null : field.value}
                  onChange={(url) => field.onChange(url ?? '')}
                />
              )}
            />
            <Button
              variant="ghost"
              size="icon"
              onClick={() => logos.remove(logoIndex)}
              aria-label={`Remover logo ${logoIndex + 1}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
          {errors.sponsors?.[index]?.logos?.[logoIndex]?.url?.message ? (
            <p className="text-sm font-medium text-red-400">
              {errors.sponsors[index].logos[logoIndex].url.message}
            </p>
          ) : null}
        </div>
      ))}
      <Button variant="ghost" size="sm" className="self-start" onClick={() => logos.append({ url: '' })}>
        <Plus className="size-4" aria-hidden="true" />
        Adicionar logo
      </Button>
    </fieldset>
  );
}

/** Sponsors stored with the battle: name, description and logo URLs, in order. */
export function SponsorsField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BattleFormValues>();
  const sponsors = useFieldArray({ control, name: 'sponsors' });

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-zinc-800 p-3">
      <legend className="px-1 text-sm font-semibold text-zinc-100">Patrocinadores</legend>
      {sponsors.fields.length === 0 ? (
        <p className="text-sm text-zinc-400">Nenhum patrocinador adicionado.</p>
      ) : null}
      {sponsors.fields.map((sponsor, index) => (
        <div key={sponsor.id} className="flex flex-col gap-3 rounded-lg bg-zinc-950/60 p-3">
          <div className="flex items-center justify-between">
            <p className="text-sm font-semibold text-zinc-200">Patrocinador {index + 1}</p>
            <Button variant="ghost" size="sm" onClick={() => sponsors.remove(index)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remover
            </Button>
          </div>
          <Field
            label="Nome"
            error={errors.sponsors?.[index]?.name?.message}
            {...register(`sponsors.${index}.name`)}
          />
          <FieldShell label="Descrição" error={errors.sponsors?.[index]?.description?.message}>
            {(fieldControl) => (
              <textarea
                {...fieldControl}
                className={textareaClass}
                rows={2}
                {...register(`sponsors.${index}.description`)}
              />
            )}
          </FieldShell>
          <SponsorLogos index={index} />
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => sponsors.append({ name: '', description: '', logos: [] })}
      >
        <Plus className="size-4" aria-hidden="true" />
        Adicionar patrocinador
      </Button>
    </fieldset>
  );
}
