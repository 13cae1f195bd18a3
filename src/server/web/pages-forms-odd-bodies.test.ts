import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

// The page forms read url-encoded bodies only; any other body a client sends them is refused with
// a 415, never a 500 (a script or a scanner posts JSON, text or multipart at them).
describe('the page forms given a body they do not read', () => {
  const bodies: [string, string][] = [
    ['application/json', JSON.stringify({ email: 'a@example.com', password: 'segredo1' })],
    ['application/json', '{"email":'],
    ['text/plain', 'email=a@example.com&password=segredo1'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--\r\n',
    ],
    ['application/octet-stream', 'abc'],
    ['application/xml', '<a/>'],
  ];
  for (const url of [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=abc',
    '/confirm-email?token=abc',
    '/arena',
  ]) {
    it(`${url}: 415 for each`, async () => {
      for (const [type, payload] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': type,
            origin: t.config.PUBLIC_URL,
            host: new URL(t.config.PUBLIC_URL).host,
          },
          payload,
        });
        expect(res.statusCode, `${type}: ${res.body.slice(0, 200)}`).toBe(415);
        expect(res.json().error, type).toEqual({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Dados inválidos.',
        });
      }
    });
  }
});
