import { inputClass } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

/** Native selects and textareas with the same look as <Input>. */
export const selectClass = cn(inputClass, 'h-11 appearance-auto');
export const textareaClass = cn(inputClass, 'min-h-24 py-2');
