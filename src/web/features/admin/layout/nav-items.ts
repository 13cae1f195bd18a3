import type { Role } from '#domain/schemas/common.ts';
import {
  ArrowLeft,
  BarChart3,
  Coins,
  type IconComponent,
  LayoutDashboard,
  Megaphone,
  ScrollText,
  ShieldCheck,
  Swords,
  Users,
} from '#web/components/icons/icons.ts';

export interface AdminNavItem {
  /** Stable id, also the e2e hook `admin-nav-<slug>`. */
  slug: string;
  label: string;
  to: string;
  icon: IconComponent;
  /** Lowest role that sees the item. */
  minRole: 'moderator' | 'admin';
  /** Shows the count of battles awaiting approval. */
  pendingBadge?: boolean;
}

export const adminNavItems: readonly AdminNavItem[] = [
  {
    slug: 'dashboard',
    label: 'Painel',
    to: '/admin/dashboard',
    icon: LayoutDashboard,
    minRole: 'moderator',
  },
  {
    slug: 'battles',
    label: 'Batalhas',
    to: '/admin/battles',
    icon: Swords,
    minRole: 'moderator',
    pendingBadge: true,
  },
  { slug: 'users', label: 'Usuários', to: '/admin/users', icon: Users, minRole: 'admin' },
  { slug: 'wallets', label: 'YodCoins', to: '/admin/wallets', icon: Coins, minRole: 'admin' },
  { slug: 'moderators', label: 'Moderadores', to: '/admin/moderators', icon: ShieldCheck, minRole: 'admin' },
  { slug: 'advertising', label: 'Publicidade', to: '/admin/advertising', icon: Megaphone, minRole: 'admin' },
  { slug: 'analytics', label: 'Estatísticas', to: '/admin/analytics', icon: BarChart3, minRole: 'admin' },
  { slug: 'audit', label: 'Auditoria', to: '/admin/audit', icon: ScrollText, minRole: 'admin' },
];

/** 'Voltar ao site' is for every admin user, below the sections. */
export const backToSiteItem = { slug: 'site', label: 'Voltar ao site', to: '/', icon: ArrowLeft } as const;

export function navItemsFor(role: Role): AdminNavItem[] {
  if (role === 'user') return [];
  return adminNavItems.filter((item) => role === 'admin' || item.minRole === 'moderator');
}
