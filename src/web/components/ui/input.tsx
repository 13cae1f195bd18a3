import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export const inputClass =
  'block w-full rounded-lg border border-zinc-600 bg-zinc-900 px-3 text-base text-zinc-100 ' +
  'placeholder:text-zinc-400 focus-visible:border-amber-400 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-1 focus-visible:outline-amber-400 disabled:cursor-not-allowed ' +
  'disabled:opacity-60 aria-invalid:border-red-500';

/** Native selects and textareas with the same look as <Input>. */
export const selectClass = cn(inputClass, 'h-11 appearance-auto');
export const textareaClass = cn(inputClass, 'min-h-24 py-2');

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(inputClass, 'h-11', className)} {...props} />;
}
