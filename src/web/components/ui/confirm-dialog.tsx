import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from './button.tsx';
import { overlayClass } from './dialog.tsx';
import { Spinner } from './spinner.tsx';

export interface ConfirmDialogProps {
  /**
   * Controlled mode: with `onOpenChange` the dialog stays open after confirming and the caller
   * closes it when the action ends (so a spinner shows meanwhile). Uncontrolled, it just closes.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the confirmation (rendered through Radix `asChild`). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** While the action runs the buttons are disabled and the dialog stays open. */
  isPending?: boolean;
  /** Destructive actions (remove, ban, delete) get the destructive button. */
  destructive?: boolean;
}

/**
 * A confirmation that must be answered (no outside click to dismiss). Cancel has the initial
 * focus, so Enter on an opened prompt never destroys anything by accident.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  onConfirm,
  isPending = false,
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-zinc-800 bg-zinc-900 p-6 text-zinc-100 shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold text-zinc-50">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-zinc-300">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={isPending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(destructive ? 'destructive' : 'primary')}
              disabled={isPending}
              aria-busy={isPending || undefined}
              onClick={(event) => {
                // Keep the dialog open while pending; the caller closes it when the action ends.
                if (isPending || onOpenChange) event.preventDefault();
                onConfirm();
              }}
            >
              {isPending ? <Spinner className="text-current [&_svg]:size-4" label="Processando" /> : null}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
