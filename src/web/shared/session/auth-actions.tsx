import { Link } from 'react-router';
import { ArrowRight, Swords, UserPlus } from '#web/components/icons/icons.ts';
import { primaryButtonClass, secondaryButtonClass } from '#web/shared/content/link-styles.ts';
import { useMe } from '#web/shared/session/use-me.ts';

export interface AuthActionsProps {
  className?: string;
}

/**
 * Call to action by login state: logged in 'Ir para Arena'; logged out 'Começar agora' (/register)
 * and 'Explorar Arena' (/arena). While the session loads, placeholders the size of the visitor's
 * two buttons (the likelier case on a landing page) keep what follows from shifting when they come.
 */
export function AuthActions({ className }: AuthActionsProps) {
  const { me, isLoading } = useMe();
  const layout = `flex flex-col gap-3 sm:flex-row ${className ?? ''}`;

  if (isLoading) {
    return (
      <div className={layout} aria-hidden="true">
        <span className="h-12 w-full animate-pulse rounded-lg bg-zinc-800 sm:w-44" />
        <span className="h-12 w-full animate-pulse rounded-lg bg-zinc-800 sm:w-44" />
      </div>
    );
  }

  if (me) {
    return (
      <div className={layout}>
        <Link to="/arena" className={primaryButtonClass}>
          <Swords className="size-5" aria-hidden="true" />
          Ir para Arena
        </Link>
      </div>
    );
  }

  return (
    <div className={layout}>
      <Link to="/register" className={primaryButtonClass}>
        <UserPlus className="size-5" aria-hidden="true" />
        Começar agora
      </Link>
      <Link to="/arena" className={secondaryButtonClass}>
        Explorar Arena
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </div>
  );
}
