import type { FastifyInstance } from 'fastify';
import type { Access, ForbiddenCodes } from '../auth/access.ts';

export interface RouteTableEntry {
  method: string;
  url: string;
  access: Access;
  allowBanned: boolean;
  /** The route's own refusal codes for callers below its level (see FastifyContextConfig). */
  forbidden?: ForbiddenCodes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after registerRouteTable, with its declared access: the RBAC test walks it. */
    routeTable: readonly RouteTableEntry[];
  }
}

/** Records each route as it is added (call before registering the features' plugins). */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const entry: RouteTableEntry = {
        method,
        url: route.url,
        access: route.config?.access ?? 'public',
        allowBanned: route.config?.allowBanned ?? false,
      };
      if (route.config?.forbidden) entry.forbidden = route.config.forbidden;
      table.push(entry);
    }
  });
}
