import type { PageLoadContext } from '#domain/pages/page-data.ts';

// What the server hands every route loader (src/server/web/page-context.ts builds it).
declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
