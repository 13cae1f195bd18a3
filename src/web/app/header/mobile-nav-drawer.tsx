import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { balanceLabel } from '#domain/text/format-number.ts';
import { Coins, X } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAuthLinks } from '#web/shared/session/auth-links.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { Logo } from './logo.tsx';
import { mainNavLinks } from './nav-links.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-zinc-800 hover:text-white',
    isActive ? 'bg-zinc-800 text-amber-400' : 'text-zinc-200',
  );

export interface MobileNavDrawerProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger lives in the header (mobile-nav.tsx); focus goes back to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The drawer itself (Radix Dialog: focus trap, Escape), loaded on the first open. */
export function MobileNavDrawer({ id, open, onOpenChange, triggerRef }: MobileNavDrawerProps) {
  const { me } = useMe();
  const links = useAuthLinks();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 md:hidden" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto border-r border-zinc-800 bg-zinc-900 p-4 shadow-2xl md:hidden"
        >
          <div className="flex items-center justify-between">
            <Logo onClick={close} />
            <Dialog.Close className={buttonClass('ghost', 'icon')} aria-label="Fechar menu">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>

          <nav aria-label="Menu principal">
            <ul className="flex flex-col gap-1">
              {mainNavLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-auto border-t border-zinc-800 pt-4">
            {me ? (
              <Link
                to="/wallet"
                onClick={close}
                className="flex items-center gap-2 rounded-lg px-3 py-2.5 font-semibold text-amber-300 hover:bg-zinc-800"
              >
                <Coins className="size-5" aria-hidden="true" />
                Carteira: {balanceLabel(me.balance, { mobile: false })}
              </Link>
            ) : (
              <div className="flex flex-col gap-2">
                <Link to={links.login} onClick={close} className={buttonClass('secondary', 'md')}>
                  Entrar
                </Link>
                <Link to={links.register} onClick={close} className={buttonClass('primary', 'md')}>
                  Cadastrar
                </Link>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
