import type { PageLoadContext } from '#domain/page-data.ts';

// What the server hands every route loader (src/server/web/pages.ts builds it).
declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
