import { type APIRequestContext, expect, request } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';

const HOUR = 3600_000;

/** A signed-in API session outside the browser (its own cookie jar), for setting up a journey. */
export interface ApiSession {
  api: APIRequestContext;
  dispose: () => Promise<void>;
}

export async function apiSessionAs(
  baseURL: string | undefined,
  email: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  if (!baseURL) throw new Error('baseURL is not configured');
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `login of ${email}: ${await res.text()}`).toBe(200);
  return { api, dispose: () => api.dispose() };
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export interface AdminUserRow {
  userId: string;
  email: string;
  username: string;
}

export async function findUser(api: APIRequestContext, email: string): Promise<AdminUserRow> {
  const { users } = await json<{ users: AdminUserRow[] }>(
    await api.get(`/api/admin/users?${new URLSearchParams({ q: email })}`),
    'list users',
  );
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

export async function banUser(
  api: APIRequestContext,
  userId: string,
  reason: string,
  durationHours: number | null = 24,
): Promise<void> {
  await json(await api.post(`/api/admin/users/${userId}/ban`, { data: { reason, durationHours } }), 'ban');
}

export interface CreatedBattle {
  id: string;
  slug: string | null;
  title: string;
}

export interface BattleSetup {
  title: string;
  status?: 'waiting' | 'ready' | 'active' | 'scheduled' | 'pending' | 'finished';
  startTime?: Date;
  endTime?: Date;
  maxParticipants?: number | null;
  prizeAmount?: number;
  description?: string;
  prizeDescription?: string;
}

/** A unique title, so journeys never pick each other's battles. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function createBattle(api: APIRequestContext, setup: BattleSetup): Promise<CreatedBattle> {
  const now = Date.now();
  const body = {
    title: setup.title,
    status: setup.status ?? 'waiting',
    startTime: (setup.startTime ?? new Date(now - HOUR)).toISOString(),
    endTime: (setup.endTime ?? new Date(now + 48 * HOUR)).toISOString(),
    maxParticipants: setup.maxParticipants ?? 6,
    prizeAmount: setup.prizeAmount ?? 100,
    ...(setup.description ? { description: setup.description } : {}),
    ...(setup.prizeDescription ? { prizeDescription: setup.prizeDescription } : {}),
  };
  const { battle } = await json<{ battle: CreatedBattle }>(
    await api.post('/api/admin/battles', { data: body }),
    'create battle',
  );
  return battle;
}

/** Adds a user to a battle; returns the participant row id (used by the participant routes). */
export async function addParticipant(
  api: APIRequestContext,
  battleId: string,
  userId: string,
): Promise<string> {
  const result = await json<{ success: boolean; message: string; participant: { id: string } | null }>(
    await api.post(`/api/admin/battles/${battleId}/participants`, { data: { userId } }),
    'add participant',
  );
  expect(result.success, result.message).toBe(true);
  if (!result.participant) throw new Error('participant missing from the answer');
  return result.participant.id;
}

/** The master admin's counted vote (admin_votes), for a deterministic winner. */
export async function addAdminVote(
  api: APIRequestContext,
  battleId: string,
  participantId: string,
): Promise<void> {
  await json(
    await api.post(`/api/admin/battles/${battleId}/participants/${participantId}/vote`),
    'admin vote',
  );
}
