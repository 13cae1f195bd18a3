import { useId, useState } from 'react';
import { isImageUrl } from '#domain/schemas/media.ts';
import { Link2 } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

export const INVALID_IMAGE_URL_MESSAGE = 'Informe uma URL de imagem válida.';

/** The "or by URL" half of an image field (banner forms). */
export function ImageUrlInput({ onApply, disabled }: { onApply: (url: string) => void; disabled?: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const url = text.trim();
    if (!isImageUrl(url)) {
      setError(INVALID_IMAGE_URL_MESSAGE);
      return;
    }
    setError(null);
    setText('');
    onApply(url);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs text-zinc-300">
        Ou informe a URL da imagem
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://..."
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
        <Button
          variant="secondary"
          onClick={apply}
          disabled={disabled || !text.trim()}
          className="h-11 shrink-0 whitespace-nowrap"
        >
          <Link2 className="size-4" aria-hidden="true" />
          Usar URL
        </Button>
      </div>
      {error ? (
        <p id={`${id}-erro`} className="text-sm font-medium text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
