import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointGroups } from '#domain/endpoints/index.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const declared = () =>
  Object.entries(endpointGroups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, e]) => ({
      name: `${group}.${name}`,
      key: `${e.method} ${e.path}`,
    })),
  );

describe('the endpoint table (docs/decisions/0019-one-endpoint-table.md)', () => {
  it('declares each endpoint once, and the server registers every one with its method and path', () => {
    const routes = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    const endpoints = declared();
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
    expect(new Set(endpoints.map((e) => e.key)).size).toBe(endpoints.length);
    expect(endpoints.filter((e) => !routes.has(e.key)).map((e) => e.name)).toEqual([]);
  });

  it('holds every route of the admin area and of the banners', () => {
    const endpoints = new Set(declared().map((e) => e.key));
    const outside = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && /^\/api\/(admin|banners)\//.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !endpoints.has(key));
    expect(outside).toEqual([]);
  });
});
