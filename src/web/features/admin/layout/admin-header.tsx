import type { Me } from '#domain/schemas/auth.ts';
import { LogOut, PanelLeft } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { roleLabel } from '#web/features/admin/access.ts';
import { useSignOut } from '#web/shared/session/use-sign-out.ts';

export interface AdminHeaderProps {
  me: Me;
  onToggleSidebar: () => void;
  sidebarOpen: boolean;
}

export function AdminHeader({ me, onToggleSidebar, sidebarOpen }: AdminHeaderProps) {
  const { signOut, isPending } = useSignOut();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-zinc-800 bg-zinc-950/95 px-3 backdrop-blur md:px-5">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleSidebar}
        aria-label="Alternar menu lateral (Ctrl+B)"
        aria-expanded={sidebarOpen}
        title="Alternar menu lateral (Ctrl+B)"
      >
        <PanelLeft className="size-5" aria-hidden="true" />
      </Button>
      <p className="hidden font-semibold text-zinc-100 sm:block">Painel administrativo</p>
      <div className="ml-auto flex min-w-0 items-center gap-2">
        <span className="hidden max-w-48 truncate text-sm text-zinc-300 sm:inline" title={me.email}>
          {me.username}
        </span>
        <Badge variant={me.role === 'admin' ? 'accent' : 'highlight'} data-testid="admin-role-label">
          {roleLabel(me.role)}
        </Badge>
        <Button variant="ghost" size="sm" onClick={signOut} isLoading={isPending} aria-label="Sair">
          {isPending ? null : <LogOut className="size-4" aria-hidden="true" />}
          <span className="hidden sm:inline">Sair</span>
        </Button>
      </div>
    </header>
  );
}
