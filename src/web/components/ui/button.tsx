import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'compact' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors select-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

// White on red-600 and red-700 keeps 4.5:1; lighter reds would fail contrast for text.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-red-600 text-white hover:bg-red-700 active:bg-red-800',
  secondary: 'border border-zinc-700 bg-zinc-800 text-zinc-100 hover:bg-zinc-700',
  ghost: 'text-zinc-200 hover:bg-zinc-800 hover:text-white',
  destructive: 'border border-red-500 bg-red-950 text-red-100 hover:bg-red-900',
};

// Every size is a 44 px tap target: 'sm' looks 36 px tall and reaches 44 px through an invisible
// ::after that overhangs it by 4 px above and below.
const sizes: Record<ButtonSize, string> = {
  sm: 'relative h-9 px-3 text-sm after:absolute after:inset-x-0 after:-inset-y-1',
  // 'sm' with less padding under 400 px: the header's 'Entrar' and 'Cadastrar' beside the logo.
  compact: 'relative h-9 px-2.5 text-sm after:absolute after:inset-x-0 after:-inset-y-1 min-[400px]:px-3',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11 p-0',
};

/** Button look for elements that are not buttons (a router Link styled as a button). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  isLoading?: boolean;
  /**
   * A submit button stays disabled until the page has hydrated: before that its form has no
   * handler, and the browser would send it itself (a sign-in's password in the URL of a GET).
   * True for a form that also works without JavaScript (a router `<Form>`).
   */
  submitsWithoutScript?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  className,
  disabled,
  type = 'button',
  submitsWithoutScript = false,
  children,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const waitsForScript = type === 'submit' && !submitsWithoutScript && !hydrated;
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || isLoading || waitsForScript}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner className="text-current [&_svg]:size-4" label="Processando" /> : null}
      {children}
    </button>
  );
}
