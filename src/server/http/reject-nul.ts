import type { FastifyInstance } from 'fastify';
import { appError } from './app-error.ts';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.values(value).some(hasNul);
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character; refuse it as bad input before any handler runs
 * instead of letting the database fail the query.
 */
export function registerRejectNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) throw appError('VALIDATION');
  });
}
