import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from '#web/components/icons/icons.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';

/** The confirmation goes back to 'Copiar chave PIX' after 2 s, as the share dialog's does. */
export const COPIED_RESET_MS = 2000;

/**
 * 'Copiar chave PIX': the winner's whole key to the clipboard, for the bank app, with 'Chave
 * copiada!' on the button (and a toast) so the admin knows which key they hold.
 */
export function CopyPixKeyButton({ pixKey, username }: { pixKey: string; username: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(pixKey);
    } catch {
      toast.error('Erro ao copiar', { description: 'Selecione a chave e copie à mão.' });
      return;
    }
    toast.success('Chave copiada!', { description: `Chave PIX de ${username}` });
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => void onCopy()}
      disabled={pixKey === ''}
      aria-label={copied ? `Chave copiada! (${username})` : `Copiar chave PIX de ${username}`}
      data-testid="copy-pix-key"
    >
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      {copied ? 'Chave copiada!' : 'Copiar chave PIX'}
    </Button>
  );
}
