import type { MessageCode } from '#domain/messages.ts';

/**
 * Who may call a route. Every route declares it in `config.access`; one hook enforces it, and the
 * RBAC test walks the route table using the same declarations.
 * - public: anyone (a banned user only when `allowBanned`)
 * - user: signed in with a profile
 * - staff: moderator or admin
 * - admin: admin
 * - master: the master admin (MASTER_ADMIN_EMAIL) with the admin role
 * - operator: a machine presenting METRICS_TOKEN as a bearer token (metrics); no session counts
 */
export const accessLevels = ['public', 'user', 'staff', 'admin', 'master', 'operator'] as const;
export type Access = (typeof accessLevels)[number];

export interface ForbiddenCodes {
  notAdmin: MessageCode;
  /** Only for master routes; an admin refused elsewhere never happens. */
  notMaster?: MessageCode;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Banned users are refused everywhere except routes that set this (me, logout, settings). */
    allowBanned?: boolean;
    /**
     * 'handler': the guard leaves `request.viewer` null and the handler resolves the session itself
     * when it needs one (the vote does it inside its one statement, pages in their render) or reads
     * none (files, cards, probes). Only for public routes that allow banned users, where the guard
     * has nothing to refuse.
     */
    viewer?: 'handler';
    /**
     * Admin or master routes whose page has its own refusal texts (YodCoins wallets, advertising):
     * a signed-in caller below the route's level gets `notAdmin`, or `notMaster` when they are an
     * admin, instead of the generic FORBIDDEN. Guests and banned users get the usual refusals.
     */
    forbidden?: ForbiddenCodes;
    /**
     * The route's param that names a battle (id or slug): the guard's viewer statement also reads
     * the fighters the viewer voted for there (`viewer.votedIn`), one round trip instead of two
     * for a signed-in battle read (docs/decisions/0026-signed-in-page-shell.md).
     */
    viewerBattleParam?: string;
  }
}
