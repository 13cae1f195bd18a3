import { type ChangeEvent, useId, useRef, useState } from 'react';
import { UPLOAD_NOT_IMAGE, UPLOAD_PROCESS_FAILED, UPLOAD_TOO_LARGE } from '#domain/messages/media.ts';
import { MAX_UPLOAD_BYTES, type UploadBucket } from '#domain/schemas/media.ts';
import { CheckCircle2, ImageOff, ImageUp, Trash2, TriangleAlert } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { UPLOAD_FAILED_MESSAGE } from '#web/shared/media/api/upload-image-request.ts';
import { useUploadImage } from '#web/shared/media/api/use-upload-image.ts';
import { uploadPresets } from '#web/shared/media/lib/presets.ts';
import { ALLOWED_IMAGE_TYPES, checkFile } from '#web/shared/media/lib/resize-geometry.ts';
import { resizeImage } from '#web/shared/media/lib/resize-image.ts';
import { ImageUrlInput } from './image-url-input.tsx';
import { UploadProgress } from './upload-progress.tsx';

export interface ImageUploadProps {
  bucket: UploadBucket;
  value: string | null;
  onChange: (url: string | null) => void;
  label: string;
  /** Also offer typing an image URL (banner forms: "by URL or upload"). */
  allowUrl?: boolean;
  disabled?: boolean;
  className?: string;
}

type Phase = 'idle' | 'preparing' | 'uploading' | 'success' | 'error';

/**
 * The one image field of the app (profile pictures, battle banners, ad banners, sponsor logos):
 * checks type and size, resizes in a canvas as the bucket requires, uploads with a real progress
 * bar, then hands the public URL to the form through `onChange`.
 */
export function ImageUpload({
  bucket,
  value,
  onChange,
  label,
  allowUrl = false,
  disabled = false,
  className,
}: ImageUploadProps) {
  const preset = uploadPresets[bucket];
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(bucket);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const busy = phase === 'preparing' || phase === 'uploading';

  const fail = (message: string) => {
    setProblem(message);
    setPhase('error');
  };

  const handleFile = async (file: File) => {
    const check = checkFile(file, MAX_UPLOAD_BYTES);
    if (check === 'not-image') return fail(UPLOAD_NOT_IMAGE.message);
    if (check === 'too-large') return fail(UPLOAD_TOO_LARGE.message);
    setProblem(null);
    let toSend = file;
    if (preset.resize) {
      setPhase('preparing');
      try {
        toSend = await resizeImage(file, preset.resize);
      } catch {
        return fail(UPLOAD_PROCESS_FAILED.message);
      }
    }
    setPhase('uploading');
    try {
      const url = await upload.mutateAsync(toSend);
      setPreviewFailed(false);
      setPhase('success');
      onChange(url);
    } catch (error) {
      fail(errorMessage(error, UPLOAD_FAILED_MESSAGE));
    }
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) void handleFile(file);
  };

  const applyUrl = (url: string) => {
    setProblem(null);
    setPreviewFailed(false);
    setPhase('idle');
    onChange(url);
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      <div className="flex flex-col gap-3 rounded-xl border border-dashed border-zinc-700 bg-zinc-900/60 p-3 sm:flex-row sm:items-start">
        <div className="flex shrink-0 items-center justify-center">
          {value && !previewFailed ? (
            <img
              src={value}
              alt={`Pré-visualização: ${label}`}
              className={preset.previewClass}
              onError={() => setPreviewFailed(true)}
            />
          ) : (
            <div
              className={cn(
                preset.previewClass,
                'flex items-center justify-center border border-zinc-700 bg-zinc-800 text-zinc-400',
              )}
            >
              {previewFailed ? (
                <ImageOff className="size-6" aria-label="Não foi possível carregar a imagem" />
              ) : (
                <ImageUp className="size-6" aria-hidden="true" />
              )}
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ALLOWED_IMAGE_TYPES.join(',')}
            className="sr-only"
            onChange={onInput}
            disabled={disabled || busy}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => inputRef.current?.click()}
              disabled={disabled || busy}
            >
              <ImageUp className="size-4" aria-hidden="true" />
              {value ? 'Trocar imagem' : 'Escolher imagem'}
            </Button>
            {value ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setPhase('idle');
                  setProblem(null);
                  onChange(null);
                }}
                disabled={disabled || busy}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remover
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-zinc-400">{preset.hint} PNG, JPEG, WebP ou GIF até 5 MB.</p>
          <div aria-live="polite" className="flex flex-col gap-1">
            {phase === 'preparing' ? (
              <p className="flex items-center gap-2 text-xs text-zinc-300">
                <Spinner className="[&_svg]:size-4" label="Preparando imagem" /> Preparando imagem...
              </p>
            ) : null}
            {phase === 'uploading' ? (
              <UploadProgress value={upload.progress} label={`Enviando ${label}`} />
            ) : null}
            {phase === 'success' ? (
              <p className="flex items-center gap-1.5 text-xs font-medium text-emerald-300">
                <CheckCircle2 className="size-4" aria-hidden="true" /> Imagem enviada!
              </p>
            ) : null}
          </div>
          {phase === 'error' && problem ? (
            <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-red-400">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      {allowUrl ? <ImageUrlInput onApply={applyUrl} disabled={disabled || busy} /> : null}
    </div>
  );
}
