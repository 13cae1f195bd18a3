import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildAppOptions, buildApp, defaultWebDir } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import type { Database, Db } from '#server/db/client.ts';
import { type CreatedUser, createUser, type UserOverrides } from '#server/db/factories/users.ts';
import type { ReadCacheOptions } from '#server/http/read-cache.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import { testConfig } from './test-config.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  mailer: ReturnType<typeof memoryMailer>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  clock?: () => Date;
  voteGapMs?: number;
  readCache?: ReadCacheOptions;
  og?: BuildAppOptions['og'];
  /** Serve the pages of the production web build (the integration-pages project's setup makes it). */
  pages?: boolean;
  logger?: BuildAppOptions['logger'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Without the build the pages would answer 404, or render a stale build: say where it comes from.
  if (options.pages && !inject('webBuild')) {
    throw new Error(
      'This file renders pages: add it to PAGE_FILES in vitest.config.ts, whose project builds the web app first.',
    );
  }
  const database = await openTestDatabase();
  const config = testConfig(options.config);
  const mailer = memoryMailer();
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: options.logger ?? false,
    web: options.pages ? { mode: 'build', dir: defaultWebDir } : null,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.voteGapMs !== undefined ? { voteGapMs: options.voteGapMs } : {}),
    ...(options.readCache ? { readCache: options.readCache } : {}),
    ...(options.og ? { og: options.og } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    mailer,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test file's app: built before the file's tests (handed to `ready`, which may also seed it, within
 * `timeoutMs`), closed after them. Options given as a function are read when the app is built, for
 * a value an earlier hook makes (a fake server's address).
 */
export function withTestApp(
  options: TestAppOptions | (() => TestAppOptions),
  ready: (t: TestApp) => void | Promise<void>,
  timeoutMs?: number,
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(typeof options === 'function' ? options() : options);
    await ready(app);
  }, timeoutMs);
  afterAll(async () => {
    await app?.close();
  });
}

/** The `cookie` header value that carries the session set by a response. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookies = response.cookies.filter((c) => c.value !== '');
  if (cookies.length === 0)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed ${response.statusCode}: ${response.body}`);
  return sessionCookie(response);
}

export interface SignedInUser extends CreatedUser {
  cookie: string;
}

/** Creates a user with the factory and signs them in; `cookie` goes in the request headers. */
export async function signedInUser(t: TestApp, overrides: UserOverrides = {}): Promise<SignedInUser> {
  const created = await createUser(t.db, overrides);
  const cookie = await login(t.app, created.email, created.password);
  return { ...created, cookie };
}
