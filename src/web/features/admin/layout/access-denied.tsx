import { Link } from 'react-router';
import { ShieldAlert } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { ADMIN_DENIED_TEXT, type DeniedNotice } from '#web/features/admin/access.ts';
import { cn } from '#web/lib/cn.ts';

export interface AccessDeniedProps {
  className?: string;
  /** Where the way out leads: the site for plain users, the dashboard for moderators. */
  backTo?: { to: string; label: string };
  /** A page's own denied text (YodCoins, advertising); the guard's generic text otherwise. */
  notice?: DeniedNotice;
}

/** The guard's denied state, with the product's denied text (the page's own where it has one). */
export function AccessDenied({
  className,
  backTo = { to: '/', label: 'Voltar ao site' },
  notice = { title: null, message: ADMIN_DENIED_TEXT },
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
      {notice.title ? (
        <>
          <p className="text-lg font-bold text-zinc-50">{notice.title}</p>
          <p className="text-sm text-zinc-200">{notice.message}</p>
        </>
      ) : (
        <p className="text-base font-semibold text-zinc-50">{notice.message}</p>
      )}
      <Link to={backTo.to} className={buttonClass('secondary')}>
        {backTo.label}
      </Link>
    </div>
  );
}
