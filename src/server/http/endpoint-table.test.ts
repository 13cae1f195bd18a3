import { describe, expect, it } from 'vitest';
import type { Endpoint } from '#domain/endpoints/endpoint.ts';
import { endpointGroups } from '#domain/endpoints/index.ts';
import { liveStreamPaths } from '#domain/endpoints/realtime.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { isApiPath, type RouteTableEntry } from './route-table.ts';

/** The API routes outside the table, each with its reason (docs/decisions/0019-one-endpoint-table.md). */
const outsideTheTable: { why: string; matches: (route: RouteTableEntry) => boolean }[] = [
  {
    why: 'a live stream: the browser opens it with EventSource (domain/endpoints/realtime.ts)',
    matches: (route) => route.stream,
  },
  {
    why: 'the API reference, for tooling: nothing in the app calls it',
    matches: (route) =>
      route.url === '/api/openapi.json' || route.url === '/api/docs' || route.url.startsWith('/api/docs/'),
  },
  {
    why: "old mails' confirmation link: the mail opens it, and it answers a redirect to /confirm-email",
    matches: (route) => route.url === '/api/auth/ba/verify-email',
  },
];

const key = (method: string, url: string) => `${method} ${url}`;
const endpoints: [string, Endpoint][] = Object.entries(endpointGroups).flatMap(([group, members]) =>
  Object.entries(members).map(([name, endpoint]): [string, Endpoint] => [`${group}.${name}`, endpoint]),
);

let t: TestApp;
let apiRoutes: RouteTableEntry[];

withTestApp({}, async (app) => {
  t = app;
  // HEAD routes are Fastify's twins of the GET ones.
  apiRoutes = t.app.routeTable.filter((route) => isApiPath(route.url) && route.method !== 'HEAD');
});

describe('the endpoint table and the routes agree', () => {
  it('declares each endpoint once', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(60);
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, { method, path }] of endpoints) {
      const other = seen.get(key(method, path));
      if (other) twice.push(`${name} and ${other}: ${key(method, path)}`);
      seen.set(key(method, path), name);
    }
    expect(twice).toEqual([]);
  });

  it('registers every endpoint of the table', () => {
    const registered = new Set(apiRoutes.map((route) => key(route.method, route.url)));
    const missing = endpoints
      .filter(([, { method, path }]) => !registered.has(key(method, path)))
      .map(([name, { method, path }]) => `${name}: ${key(method, path)}`);
    expect(missing).toEqual([]);
  });

  it('has no API route outside the table but the listed exceptions', () => {
    const declared = new Set(endpoints.map(([, { method, path }]) => key(method, path)));
    const stray = apiRoutes
      .filter((route) => !declared.has(key(route.method, route.url)))
      .filter((route) => !outsideTheTable.some((exception) => exception.matches(route)))
      .map((route) => key(route.method, route.url));
    expect(stray).toEqual([]);
  });

  it('serves the live streams at the paths the browser opens', () => {
    const streams = apiRoutes.filter((route) => route.stream).map((route) => route.url);
    expect(streams.sort()).toEqual(Object.values(liveStreamPaths).sort());
  });
});
