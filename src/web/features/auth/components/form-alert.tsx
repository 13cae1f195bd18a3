import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';

/** An inline message above a form: 'error' is announced at once, 'success' politely. */
export function FormAlert({
  tone,
  children,
  className,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border p-3 text-sm',
        tone === 'error'
          ? 'border-red-800 bg-red-950/60 text-red-100'
          : 'border-emerald-800 bg-emerald-950/60 text-emerald-100',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}
