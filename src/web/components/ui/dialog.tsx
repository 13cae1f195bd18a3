import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { X } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';

export const overlayClass = 'fixed inset-0 z-50 bg-black/75 backdrop-blur-sm';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered through Radix `asChild`). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  className?: string;
  /** Hide the corner close button (the footer then must offer a way out). */
  hideCloseButton?: boolean;
}

/** A centred modal with title, optional description, focus trap and Escape to close. */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  className,
  hideCloseButton = false,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 ' +
              '-translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-zinc-800 bg-zinc-900 p-6 ' +
              'text-zinc-100 shadow-2xl focus-visible:outline-none',
            className,
          )}
          // Without a description Radix warns unless aria-describedby is explicitly cleared.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex flex-col gap-1.5 pr-8">
            <DialogPrimitive.Title className="text-lg font-bold text-zinc-50">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-zinc-300">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          {children}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          ) : null}
          {hideCloseButton ? null : (
            <DialogPrimitive.Close
              className="absolute top-4 right-4 rounded-md p-1 text-zinc-300 hover:bg-zinc-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400"
              aria-label="Fechar"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog; wrap a Button with it (`asChild`). */
export const DialogClose = DialogPrimitive.Close;
