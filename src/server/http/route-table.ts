import type { FastifyInstance } from 'fastify';
import type { Access } from '../auth/access.ts';

export interface RouteTableEntry {
  method: string;
  url: string;
  access: Access;
  allowBanned: boolean;
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
      table.push({
        method,
        url: route.url,
        access: route.config?.access ?? 'public',
        allowBanned: route.config?.allowBanned ?? false,
      });
    }
  });
}
