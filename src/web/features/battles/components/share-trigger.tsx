import { Share2 } from '#web/components/icons/icons.ts';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';

/**
 * The 'Compartilhar' button, rendered by the lazy gate (share-button.tsx) and, once the dialog's
 * code is in, as the dialog's own trigger (props and ref come from Radix `asChild`).
 */
export function ShareTrigger(props: ButtonProps) {
  return (
    <Button variant="secondary" data-testid="share-open" {...props}>
      <Share2 className="size-4" aria-hidden="true" />
      Compartilhar
    </Button>
  );
}
