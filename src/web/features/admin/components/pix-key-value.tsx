import type { ClipboardEvent } from 'react';
import { PIX_KEY_TYPE_LABELS, type PixKeyType } from '#domain/money/pix-key.ts';
import { formatPixKey } from '#domain/money/pix-key-format.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * A PIX key as admins see it (users page, payout panel): its kind, or a warning when the stored
 * key is no valid PIX key (one kept from before keys were checked: flagged, never deleted).
 * Read as the fan's profile shows it ('+55 (11) 98765-4321'), with the stored form in the
 * tooltip: that is the form 'Copiar chave PIX' copies and a bank app accepts.
 */
export function PixKeyValue({
  pixKey,
  pixKeyType,
  className,
}: {
  pixKey: string;
  pixKeyType: PixKeyType | null;
  className?: string;
}) {
  const shown = formatPixKey(pixKey);
  // Selected and copied by hand (the copy button's fallback), the key goes out as stored: the
  // punctuated form is for reading, and a bank app may refuse it.
  const onCopy = (event: ClipboardEvent<HTMLSpanElement>) => {
    if (shown === pixKey || window.getSelection()?.toString() !== shown) return;
    event.clipboardData.setData('text/plain', pixKey);
    event.preventDefault();
  };
  return (
    <span className={cn('inline-flex min-w-0 max-w-full flex-wrap items-center gap-1.5', className)}>
      {pixKeyType ? (
        <Badge variant="outline">{PIX_KEY_TYPE_LABELS[pixKeyType]}</Badge>
      ) : (
        <Badge
          variant="danger"
          title="Esta chave não é um CPF, CNPJ, telefone, e-mail ou chave aleatória válido."
        >
          Chave inválida
        </Badge>
      )}
      <span className="min-w-0 truncate font-mono select-all" title={pixKey} onCopy={onCopy}>
        {shown}
      </span>
    </span>
  );
}
