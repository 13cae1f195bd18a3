import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_SENT_MESSAGE,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  registerResponseSchema as messageResponseSchema,
  REGISTER_DONE_MESSAGE,
  RESET_PASSWORD_DONE_MESSAGE,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
} from '#domain/schemas/auth.ts';
import { okSchema } from '#domain/schemas/common.ts';
import { appError } from '../http/app-error.ts';
import { requestNetwork, requestWideNetwork } from '../http/client-network.ts';
import { AUTH_BASE_PATH } from './better-auth.ts';
import {
  login,
  logout,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  toMe,
} from './service.ts';
import { loadViewer } from './viewer.ts';

function forwardCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      await register(
        deps,
        request.body,
        requestNetwork(deps.config, request),
        requestWideNetwork(deps.config, request),
      );
      // The same answer whether or not the address had an account (service.ts register).
      return reply.status(201).send({ ok: true, message: REGISTER_DONE_MESSAGE });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', allowBanned: true },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const result = await login(
        deps,
        request.body,
        requestNetwork(deps.config, request),
        fromNodeHeaders(request.headers),
      );
      const viewer = await loadViewer(deps, result.userId);
      if (!viewer) throw appError('LOGIN_FAILED');
      forwardCookies(reply, result.setCookie);
      return { user: await toMe(deps, viewer) };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public', allowBanned: true }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      forwardCookies(reply, await logout(deps, fromNodeHeaders(request.headers)));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: resendVerificationRequestSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await resendVerification(deps, request.body.email, requestNetwork(deps.config, request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, requestNetwork(deps.config, request));
      return { ok: true as const, message: FORGOT_PASSWORD_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      // A banned user may still set a new password; signing in stays refused while the ban lasts.
      config: { access: 'public', allowBanned: true },
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return { ok: true as const, message: RESET_PASSWORD_DONE_MESSAGE };
    },
  );

  app.get(
    '/api/me',
    {
      config: { access: 'public', allowBanned: true },
      schema: { tags: ['auth'], response: { 200: meResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.viewer ? await toMe(deps, request.viewer) : null };
    },
  );

  // better-auth's own endpoints we expose: only the e-mail verification link.
  app.get(
    `${AUTH_BASE_PATH}/verify-email`,
    {
      config: { access: 'public', allowBanned: true },
      schema: {
        tags: ['auth'],
        querystring: z.object({ token: z.string(), callbackURL: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const url = new URL(request.url, deps.config.PUBLIC_URL);
      const response = await deps.auth.handler(
        new Request(url, { method: 'GET', headers: fromNodeHeaders(request.headers) }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      forwardCookies(reply, response.headers.getSetCookie());
      return reply.send(await response.text());
    },
  );
};
