import type { ComponentType } from 'react';

/**
 * Route `lazy` for a page module with a default export: `{ path: '/faq', lazy: lazyPage(() =>
 * import('../../features/info/faq-page.tsx')) }`. Each page becomes its own chunk.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await load();
    return { Component: module.default };
  };
}
