import { createHmac } from 'node:crypto';
import type { Config } from './config.ts';

/** Separate keys per purpose, all derived from AUTH_SECRET so no new secret must be configured. */
export function derivedSecret(config: Config, purpose: string): string {
  return createHmac('sha256', config.AUTH_SECRET).update(`yod-arena:${purpose}`).digest('hex');
}
