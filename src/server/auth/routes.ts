import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authEndpoints } from '#domain/endpoints/auth.ts';
import {
  FORGOT_PASSWORD_SENT_MESSAGE,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  REGISTER_DONE_MESSAGE,
  RESET_PASSWORD_DONE_MESSAGE,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
} from '#domain/schemas/auth.ts';
import { okSchema } from '#domain/schemas/common.ts';
import {
  claimSignUpRequestSchema,
  confirmEmailRequestSchema,
  EMAIL_CONFIRMED_MESSAGE,
  SIGNUP_CLAIMED_MESSAGE,
  signUpConfirmedResponseSchema,
} from '#domain/schemas/signup-confirmation.ts';
import { appError } from '#server/http/app-error.ts';
import { requestNetwork, requestWideNetwork } from '#server/http/client-network.ts';
import { endpointRoute } from '#server/http/endpoint-route.ts';
import { AUTH_BASE_PATH, confirmationPagePath } from './better-auth.ts';
import {
  login,
  logout,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signInWelcome,
  toMe,
} from './service.ts';
import { claimSignUp, confirmSignUp } from './signup-confirmation.ts';
import { loadViewer } from './viewer.ts';

function forwardCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  endpointRoute(
    app,
    authEndpoints.register,
    {
      config: { access: 'public' },
      schema: { tags, body: registerRequestSchema, response: messageResponseSchema },
    },
    async (request) => {
      await register(
        deps,
        request.body,
        requestNetwork(deps.config, request),
        requestWideNetwork(deps.config, request),
      );
      // The same answer whether or not the address had an account (service.ts register).
      return { ok: true as const, message: REGISTER_DONE_MESSAGE };
    },
  );

  endpointRoute(
    app,
    authEndpoints.login,
    {
      config: { access: 'public', allowBanned: true },
      schema: { tags, body: loginRequestSchema, response: loginResponseSchema },
    },
    async (request, reply) => {
      const result = await login(
        deps,
        request.body,
        requestNetwork(deps.config, request),
        fromNodeHeaders(request.headers),
        request.cookies,
      );
      const viewer = await loadViewer(deps, result.userId);
      if (!viewer) throw appError('LOGIN_FAILED');
      forwardCookies(reply, result.setCookie);
      return { user: await toMe(deps, viewer), welcome: signInWelcome(viewer) };
    },
  );

  endpointRoute(
    app,
    authEndpoints.logout,
    { config: { access: 'public', allowBanned: true }, schema: { tags } },
    async (request, reply) => {
      forwardCookies(reply, await logout(deps, fromNodeHeaders(request.headers)));
      return undefined;
    },
  );

  endpointRoute(
    app,
    authEndpoints.resendVerification,
    {
      config: { access: 'public' },
      schema: { tags, body: resendVerificationRequestSchema, response: okSchema },
    },
    async (request) => {
      await resendVerification(
        deps,
        request.body.email,
        requestNetwork(deps.config, request),
        request.body.from,
      );
      return { ok: true as const };
    },
  );

  endpointRoute(
    app,
    authEndpoints.forgotPassword,
    {
      config: { access: 'public' },
      schema: { tags, body: forgotPasswordRequestSchema, response: messageResponseSchema },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, requestNetwork(deps.config, request));
      return { ok: true as const, message: FORGOT_PASSWORD_SENT_MESSAGE };
    },
  );

  endpointRoute(
    app,
    authEndpoints.resetPassword,
    {
      // A banned user may still set a new password; signing in stays refused while the ban lasts.
      config: { access: 'public', allowBanned: true },
      schema: { tags, body: resetPasswordRequestSchema, response: messageResponseSchema },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return { ok: true as const, message: RESET_PASSWORD_DONE_MESSAGE };
    },
  );

  endpointRoute(
    app,
    authEndpoints.me,
    {
      // Each caller's own session: never stored by a cache (http/private-answers.ts).
      config: { access: 'public', allowBanned: true, private: true },
      schema: { tags, response: meResponseSchema },
    },
    async (request) => ({ user: request.viewer ? await toMe(deps, request.viewer) : null }),
  );

  endpointRoute(
    app,
    authEndpoints.confirmEmail,
    {
      config: { access: 'public' },
      schema: { tags, body: confirmEmailRequestSchema, response: signUpConfirmedResponseSchema },
    },
    async (request) => {
      const { email } = await confirmSignUp(deps, request.body, requestNetwork(deps.config, request));
      return { ok: true as const, message: EMAIL_CONFIRMED_MESSAGE, email };
    },
  );

  endpointRoute(
    app,
    authEndpoints.claimSignUp,
    {
      config: { access: 'public' },
      schema: { tags, body: claimSignUpRequestSchema, response: signUpConfirmedResponseSchema },
    },
    async (request) => {
      const { email } = await claimSignUp(deps, request.body, requestNetwork(deps.config, request));
      return { ok: true as const, message: SIGNUP_CLAIMED_MESSAGE, email };
    },
  );

  // The address of confirmation links mailed before they opened /confirm-email. better-auth's
  // handler behind it would confirm the account on a mere GET (a mail scanner's too), so it only
  // leads to the page, which asks who is confirming (docs/decisions/0017-accounts-under-attack.md).
  app.get(
    `${AUTH_BASE_PATH}/verify-email`,
    {
      config: { access: 'public', allowBanned: true },
      schema: {
        tags,
        querystring: z.object({ token: z.string(), callbackURL: z.string().optional() }),
      },
    },
    async (request, reply) =>
      reply.redirect(confirmationPagePath(new URL(request.url, deps.config.PUBLIC_URL)), 302),
  );
};
