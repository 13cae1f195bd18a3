import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { endpoint } from '#domain/endpoints/endpoint.ts';
import { ApiError, api, INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-client.ts';

// Endpoints of no shape: these tests are about the transport, not the table's types.
const getX = endpoint()('GET', '/api/x');
const postY = endpoint<{ body: z.ZodObject<{ a: z.ZodNumber }> }>()('POST', '/api/y');
const battleVotes = endpoint<{ query: z.ZodObject<{ q: z.ZodOptional<z.ZodString>; n: z.ZodNumber }> }>()(
  'GET',
  '/api/battles/:id/votes',
);
const logout = endpoint()('POST', '/api/auth/logout', 204);
const deleteZ = endpoint()('DELETE', '/api/z');

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Record<string, string> {
  return (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api() reading', () => {
  it('parses the JSON body and sends same-origin credentials', async () => {
    const fetchMock = stubFetch(async () => json({ n: 1 }));
    await expect(api(getX)).resolves.toEqual({ n: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('turns the API error body into an ApiError with status, code, message and title', async () => {
    stubFetch(async () =>
      json(
        {
          error: {
            code: 'LOGIN_INVALID_CREDENTIALS',
            message: 'E-mail ou senha inválidos.',
            title: 'Erro no login',
          },
        },
        401,
      ),
    );
    const error = await api(getX).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'LOGIN_INVALID_CREDENTIALS',
      message: 'E-mail ou senha inválidos.',
      title: 'Erro no login',
    });
  });

  it('gives a generic pt-BR message when the error body is not ours', async () => {
    stubFetch(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api(getX)).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reports a network failure as code NETWORK', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api(getX)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('keeps an abort as an AbortError so queries treat it as a cancel', async () => {
    stubFetch(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(api(getX)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects an answer that is not JSON', async () => {
    stubFetch(async () => new Response('<html>ok</html>', { status: 200 }));
    await expect(api(getX)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: INVALID_RESPONSE_MESSAGE,
    });
  });

  it('gives a generic message for an error body without a string code and message', async () => {
    stubFetch(async () => json({ error: { code: 42, message: 'x' } }, 400));
    await expect(api(getX)).rejects.toMatchObject({ status: 400, code: 'HTTP_400' });
  });
});

describe('api() sending', () => {
  it('sends JSON with its content type', async () => {
    const fetchMock = stubFetch(async () => json({ ok: true }));
    await expect(api(postY, { body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(sentHeaders(fetchMock)['Content-Type']).toBe('application/json');
  });

  it('returns undefined for a 204 and sends no content type without a body', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    await expect(api(logout)).resolves.toBeUndefined();
    expect(sentHeaders(fetchMock)['Content-Type']).toBeUndefined();
  });

  it('returns undefined for an empty 200', async () => {
    stubFetch(async () => new Response('', { status: 200 }));
    await expect(api(deleteZ)).resolves.toBeUndefined();
  });
});

describe("api() building an endpoint's URL", () => {
  it('fills each param as one encoded segment and leaves out empty query values', async () => {
    const fetchMock = stubFetch(async () => json({}));
    await api(battleVotes, { params: { id: 'a/b c' }, query: { q: undefined, n: 2 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/battles/a%2Fb%20c/votes?n=2');
  });
});
