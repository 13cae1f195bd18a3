import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { PageActionOutcome, PageActions } from '#domain/pages/page-data.ts';
import { login, register, requestPasswordReset, resetPassword, signInWelcome } from '#server/auth/service.ts';
import { claimSignUp, confirmSignUp } from '#server/auth/signup-confirmation.ts';
import { loadViewer } from '#server/auth/viewer.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, appError } from '#server/http/app-error.ts';
import { requestNetwork, requestWideNetwork } from '#server/http/client-network.ts';

/** A refusal of the services becomes the form's message; anything else is the page's 500. */
async function outcome<T>(run: () => Promise<T>): Promise<PageActionOutcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { ok: false, refusal: { code: err.code, message: err.message, details: err.details } };
  }
}

/**
 * The public forms' actions for one page request (domain/pages/page-data.ts PageActions): what the
 * routes of auth/routes.ts do, called the same way, so a form posted without JavaScript meets
 * the same throttles, proof of work, refusals and texts as the API.
 */
export function createPageActions(deps: AppDeps, request: FastifyRequest): PageActions {
  const network = () => requestNetwork(deps.config, request);
  return {
    login: (body) =>
      outcome(async () => {
        const result = await login(deps, body, network(), fromNodeHeaders(request.headers), request.cookies);
        const viewer = await loadViewer(deps, result.userId);
        if (!viewer) throw appError('LOGIN_FAILED');
        return { setCookie: result.setCookie, welcome: signInWelcome(viewer) };
      }),
    register: (body) =>
      outcome(async () => {
        await register(deps, body, network(), requestWideNetwork(deps.config, request));
        return undefined;
      }),
    forgotPassword: (body) =>
      outcome(async () => {
        await requestPasswordReset(deps, body.email, network());
        return undefined;
      }),
    resetPassword: (body) =>
      outcome(async () => {
        await resetPassword(deps, body.token, body.password);
        return undefined;
      }),
    confirmEmail: (body) => outcome(() => confirmSignUp(deps, body, network())),
    claimSignUp: (body) => outcome(() => claimSignUp(deps, body, network())),
  };
}
