import { LoaderCircle } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';

export interface SpinnerProps {
  className?: string;
  /** Announced to screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Carregando' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex text-amber-400', className)}>
      <LoaderCircle className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
    </span>
  );
}

/** A spinner centred in the area a page or section will occupy once loaded. */
export function PageSpinner({ className, label }: SpinnerProps) {
  return (
    <div className={cn('flex min-h-[40vh] w-full items-center justify-center', className)}>
      <Spinner className="[&_svg]:size-10" label={label} />
    </div>
  );
}
