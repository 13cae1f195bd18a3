import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { type OpenApiDocument, renderApiReference } from './api-reference.ts';

const REFERENCE = path.resolve(import.meta.dirname, '../../../docs/api/README.md');

describe('docs/api', () => {
  let t: TestApp;
  withTestApp({}, (app) => {
    t = app;
  });

  it('is the reference the app makes of its own routes (npm run docs:api rewrites it)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const reference = renderApiReference(response.json<OpenApiDocument>(), t.app.routeTable);
    if (process.env.UPDATE_API_DOCS === '1') writeFileSync(REFERENCE, reference);
    expect(reference).toContain('### POST `/api/battles/{id}/votes`');
    expect(readFileSync(REFERENCE, 'utf8'), 'docs/api/README.md is stale: run npm run docs:api').toBe(
      reference,
    );
  });
});
