import { Link } from 'react-router';
import { Swords } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md text-base font-extrabold text-white min-[400px]:gap-2 min-[400px]:text-lg',
        className,
      )}
    >
      <Swords className="size-6 text-amber-400" aria-hidden="true" />
      <span>
        Yod <span className="text-amber-400">Arena</span>
      </span>
    </Link>
  );
}
