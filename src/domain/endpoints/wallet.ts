import type { walletResponseSchema } from '#domain/schemas/wallet.ts';
import { endpoint } from './endpoint.ts';

export const walletEndpoints = {
  /** The signed-in fan's balance, the daily amount and the history, newest first. */
  get: endpoint<{ response: typeof walletResponseSchema }>()('GET', '/api/wallet'),
};
