import type { ReactNode } from 'react';
import type { IconComponent } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconComponent;
  /** A button or link, e.g. 'Criar primeira batalha'. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon: Icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-zinc-700 px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? <Icon className="size-10 text-zinc-400" aria-hidden="true" /> : null}
      <p className="text-lg font-semibold text-zinc-100">{title}</p>
      {description ? <p className="max-w-md text-sm text-zinc-300">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
