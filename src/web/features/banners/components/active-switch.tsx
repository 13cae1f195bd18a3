import { Switch } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';

export interface ActiveSwitchProps {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

export function ActiveSwitch({ checked, onCheckedChange, disabled, ...rest }: ActiveSwitchProps) {
  return (
    <Switch.Root
      {...rest}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-zinc-600 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 disabled:opacity-60',
        checked ? 'bg-emerald-600' : 'bg-zinc-700',
      )}
    >
      <Switch.Thumb
        className={cn(
          'block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </Switch.Root>
  );
}
