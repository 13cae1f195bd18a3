import { Dialog } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import type { Role } from '#domain/schemas/common.ts';
import { X } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { backToSiteItem, navItemsFor } from './nav-items.ts';

interface NavListProps {
  role: Role;
  pendingBattles: number;
  /** Collapsed desktop rail: icons only, labels kept for screen readers and tooltips. */
  collapsed: boolean;
  onNavigate?: () => void;
}

function itemClass(isActive: boolean, collapsed: boolean) {
  return cn(
    'relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    'hover:bg-zinc-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400',
    isActive ? 'bg-zinc-800 text-amber-400' : 'text-zinc-200',
    collapsed && 'justify-center px-0',
  );
}

function NavList({ role, pendingBattles, collapsed, onNavigate }: NavListProps) {
  const BackIcon = backToSiteItem.icon;
  return (
    <nav aria-label="Menu administrativo" className="flex flex-1 flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {navItemsFor(role).map((item) => {
          const Icon = item.icon;
          const badge = item.pendingBadge && pendingBattles > 0 ? pendingBattles : null;
          return (
            <li key={item.slug}>
              <NavLink
                to={item.to}
                data-testid={`admin-nav-${item.slug}`}
                className={({ isActive }) => itemClass(isActive, collapsed)}
                title={collapsed ? item.label : undefined}
                onClick={onNavigate}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={collapsed ? 'sr-only' : 'flex-1'}>{item.label}</span>
                {badge !== null ? (
                  <span
                    className={cn(
                      'rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white',
                      collapsed && 'absolute -top-1 -right-1 px-1.5',
                    )}
                  >
                    {badge}
                    <span className="sr-only"> aguardando aprovação</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto border-t border-zinc-800 pt-3">
        <Link
          to={backToSiteItem.to}
          data-testid={`admin-nav-${backToSiteItem.slug}`}
          className={itemClass(false, collapsed)}
          title={collapsed ? backToSiteItem.label : undefined}
          onClick={onNavigate}
        >
          <BackIcon className="size-5 shrink-0" aria-hidden="true" />
          <span className={collapsed ? 'sr-only' : undefined}>{backToSiteItem.label}</span>
        </Link>
      </div>
    </nav>
  );
}

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      to="/admin/dashboard"
      className="flex items-center gap-2 rounded-md px-1 py-1 font-black tracking-tight text-zinc-50"
    >
      <span className="grid size-8 place-items-center rounded-lg bg-red-600 text-sm text-white">YA</span>
      {collapsed ? <span className="sr-only">Yod Arena Admin</span> : <span>Yod Arena Admin</span>}
    </Link>
  );
}

export interface AdminSidebarProps {
  role: Role;
  pendingBattles: number;
  open: boolean;
  isMobile: boolean;
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}

/** Desktop: a rail that expands or collapses; mobile: a drawer from the left (focus trap, Escape). */
export function AdminSidebar({
  role,
  pendingBattles,
  open,
  isMobile,
  mobileOpen,
  onMobileOpenChange,
}: AdminSidebarProps) {
  if (isMobile) {
    return (
      <Dialog.Root open={mobileOpen} onOpenChange={onMobileOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-r border-zinc-800 bg-zinc-900 p-4 shadow-2xl"
          >
            <div className="flex items-center justify-between">
              <Brand collapsed={false} />
              <Dialog.Close className={buttonClass('ghost', 'icon')} aria-label="Fechar menu">
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Dialog.Title className="sr-only">Menu administrativo</Dialog.Title>
            <NavList
              role={role}
              pendingBattles={pendingBattles}
              collapsed={false}
              onNavigate={() => onMobileOpenChange(false)}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <aside
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col gap-4 border-r border-zinc-800 bg-zinc-900 p-3 transition-[width]',
        open ? 'w-64' : 'w-16',
      )}
      data-state={open ? 'expanded' : 'collapsed'}
    >
      <Brand collapsed={!open} />
      <NavList role={role} pendingBattles={pendingBattles} collapsed={!open} />
    </aside>
  );
}
