import type { Db } from '../db/client.ts';
import { appError } from '../http/app-error.ts';
import { clear, hit, peek } from '../rate-limit/repository.ts';

// Failed logins slow an attacker down per address and per account, across every API instance.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_IP = 30;
const MAX_FAILURES_PER_ACCOUNT = 8;

const ipKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (email: string) => `login:acct:${email}`;

export async function assertLoginAllowed(db: Db, ip: string, email: string): Promise<void> {
  const [byIp, byAccount] = await Promise.all([peek(db, ipKey(ip)), peek(db, accountKey(email))]);
  if (byIp >= MAX_FAILURES_PER_IP || byAccount >= MAX_FAILURES_PER_ACCOUNT)
    throw appError('LOGIN_RATE_LIMITED');
}

export async function recordLoginFailure(db: Db, ip: string, email: string): Promise<void> {
  await hit(db, ipKey(ip), WINDOW_MS);
  await hit(db, accountKey(email), WINDOW_MS);
}

export async function recordLoginSuccess(db: Db, email: string): Promise<void> {
  await clear(db, accountKey(email));
}
