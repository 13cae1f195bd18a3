import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { ADMIN_DENIED_TEXT } from '../access.ts';

export interface AccessDeniedProps {
  className?: string;
  /** Where the way out leads: the site for plain users, the dashboard for moderators. */
  backTo?: { to: string; label: string };
}

/** The guard's denied state, with the spec's exact text. */
export function AccessDenied({
  className,
  backTo = { to: '/', label: 'Voltar ao site' },
}: AccessDeniedProps) {
  return (
    <div
      role="alert"
      data-testid="admin-access-denied"
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-red-900 bg-red-950/40 px-6 py-10 text-center',
        className,
      )}
    >
      <ShieldAlert className="size-12 text-red-400" aria-hidden="true" />
      <p className="text-base font-semibold text-zinc-50">{ADMIN_DENIED_TEXT}</p>
      <Link to={backTo.to} className={buttonClass('secondary')}>
        {backTo.label}
      </Link>
    </div>
  );
}
