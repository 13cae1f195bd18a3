import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export type BadgeVariant = 'neutral' | 'accent' | 'highlight' | 'success' | 'warning' | 'danger' | 'outline';

// Light text on dark tinted backgrounds: every pair keeps at least 4.5:1 on the zinc-950 page.
const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-zinc-800 text-zinc-100',
  accent: 'bg-red-600 text-white',
  highlight: 'bg-amber-400 text-zinc-950',
  success: 'bg-emerald-950 text-emerald-300 ring-1 ring-emerald-800',
  warning: 'bg-amber-950 text-amber-300 ring-1 ring-amber-800',
  danger: 'bg-red-950 text-red-300 ring-1 ring-red-800',
  outline: 'text-zinc-200 ring-1 ring-zinc-600',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
