import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Me } from '#domain/schemas/auth.ts';
import {
  ChevronDown,
  CircleHelp,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Shield,
  Swords,
  UserPen,
} from '#web/components/icons/icons.ts';
import { useSignOut } from '#web/shared/session/use-sign-out.ts';
import { HOW_TO_PROMOTE_PATH, SUPPORT_PATH } from './nav-links.ts';
import { UserAvatar } from './user-avatar.tsx';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-zinc-200 outline-none select-none ' +
  'data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white data-[disabled]:opacity-60';

function LinkItem({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

const iconClass = 'size-4 text-zinc-400';

/** The signed-in user's menu; Radix gives arrow-key navigation, typeahead and Escape. */
export function UserMenu({ me }: { me: Me }) {
  const { signOut, isPending } = useSignOut();
  const isStaff = me.role === 'admin' || me.role === 'moderator';

  return (
    // Non-modal: a modal menu hides the page with aria-hidden while its links stay focusable,
    // which axe reports as a serious violation; focus still moves into the menu and back.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Menu do usuário ${me.username}`}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full p-1 text-sm sm:pr-2 font-medium text-zinc-100 hover:bg-zinc-800 data-[state=open]:bg-zinc-800"
      >
        <UserAvatar username={me.username} pictureUrl={me.profilePictureUrl} />
        <span className="hidden max-w-[10rem] truncate sm:inline">{me.username}</span>
        {/* Under 640 px the avatar alone opens the menu: the chevron would push the header past the screen. */}
        <ChevronDown className="hidden size-4 text-zinc-400 sm:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 text-zinc-100 shadow-2xl"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block truncate text-sm font-semibold text-zinc-50">{me.username}</span>
            <span className="block truncate text-xs text-zinc-400">{me.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-800" />
          <LinkItem to="/arena" icon={<Swords className={iconClass} aria-hidden="true" />}>
            Ir para Arena
          </LinkItem>
          <LinkItem to="/profile" icon={<UserPen className={iconClass} aria-hidden="true" />}>
            Editar perfil
          </LinkItem>
          <LinkItem to="/arena?filter=my_battles" icon={<Shield className={iconClass} aria-hidden="true" />}>
            Batalhas que participo
          </LinkItem>
          <LinkItem to={SUPPORT_PATH} icon={<CircleHelp className={iconClass} aria-hidden="true" />}>
            Suporte
          </LinkItem>
          <LinkItem to={HOW_TO_PROMOTE_PATH} icon={<Megaphone className={iconClass} aria-hidden="true" />}>
            Como divulgar?
          </LinkItem>
          {isStaff ? (
            <LinkItem to="/admin" icon={<LayoutDashboard className={iconClass} aria-hidden="true" />}>
              Painel admin
            </LinkItem>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-zinc-800" />
          <DropdownMenu.Item className={itemClass} disabled={isPending} onSelect={signOut}>
            <LogOut className={iconClass} aria-hidden="true" />
            Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
