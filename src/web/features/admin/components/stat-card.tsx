import type { ReactNode } from 'react';
import type { IconComponent } from '#web/components/icons/icons.ts';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: IconComponent;
  tone?: 'default' | 'amber' | 'red' | 'emerald';
  className?: string;
}

const toneClass = {
  default: 'text-zinc-300',
  amber: 'text-amber-400',
  red: 'text-red-400',
  emerald: 'text-emerald-400',
} as const;

/** One figure with its label; used by the dashboard and the users page. */
export function StatCard({ label, value, hint, icon: Icon, tone = 'default', className }: StatCardProps) {
  return (
    <Card className={cn('flex flex-col gap-1 p-4', className)}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-zinc-300">{label}</p>
        {Icon ? <Icon className={cn('size-5', toneClass[tone])} aria-hidden="true" /> : null}
      </div>
      <p className="text-2xl font-bold text-zinc-50 tabular-nums">{value}</p>
      {hint ? <p className="text-xs text-zinc-400">{hint}</p> : null}
    </Card>
  );
}
