import { PIX_KEY_TYPE_LABELS, type PixKeyType } from '#domain/money/pix-key.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * A PIX key as admins see it (users page, payout panel): its kind, or a warning when the stored
 * key is no valid PIX key (one kept from before keys were checked: flagged, never deleted).
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
      <span className="min-w-0 truncate font-mono select-all" title={pixKey}>
        {pixKey}
      </span>
    </span>
  );
}
